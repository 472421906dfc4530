/**
 * Freezes a freshly parsed answer and everything in it. The store's reducers (Immer) walk every
 * unfrozen object put into the state, looking for drafts to finalize, and then freeze it: on an
 * answer of thousands of products that walk takes longer than the request. A frozen value is
 * skipped whole, so freezing it here, once and without Immer's bookkeeping, is much cheaper.
 */
export function deepFreeze<Value>(value: Value): Value {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item !== 'object' || item === null || Object.isFrozen(item)) continue;
    Object.freeze(item);
    for (const child of Object.values(item)) pending.push(child);
  }
  return value;
}
