/**
 * Sets `key` as the newest entry of `map` and forgets the oldest entries past `max`: what a
 * process keeps in memory per token, session or user stays bounded however many callers come.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
}
