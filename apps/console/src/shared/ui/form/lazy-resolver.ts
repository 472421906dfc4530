import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code loads on the form's first check. The forms of the sign-in screen
 * take their zod resolvers this way, so zod is not part of the console's first load.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    // A failed load is tried again on the next check rather than remembered.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
