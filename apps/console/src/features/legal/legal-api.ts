import { baseApi } from '../../shared/api/base-api';

/** The documents the server keeps, by the name its legal call takes. */
export type LegalPageName = 'privacy' | 'license';

export const legalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The document's Markdown, as the operator wrote it. */
    legalPage: build.query<string, LegalPageName>({
      query: (name) => ({ url: `v1/legal/${name}`, responseHandler: 'text' }),
    }),
  }),
});

export const { useLegalPageQuery } = legalApi;
