/**
 * `compute` remembered for each key it was asked for, up to `limit` keys; past them the memo
 * starts again. For inputs that repeat on every request (a browser's headers, a page's origin)
 * and are cheap to hold: keys a caller invents cost memory no longer than `limit` of them.
 */
export function boundedMemo<Value>(limit: number, compute: (key: string) => Value) {
  const known = new Map<string, Value>();
  return (key: string): Value => {
    if (known.has(key)) return known.get(key)!;
    if (known.size >= limit) known.clear();
    const value = compute(key);
    known.set(key, value);
    return value;
  };
}
