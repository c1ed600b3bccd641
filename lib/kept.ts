/**
 * The value kept in `map` under `key`, made by `make` the first time; at most
 * `max` values kept, the oldest made going first past that. For values that
 * depend on their key alone (formatters, texts, rules' answers), so that one
 * dropped is only made again.
 */
export function keptIn<V>(map: Map<string, V>, key: string, max: number, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= max) map.delete(map.keys().next().value as string);
    value = make();
    map.set(key, value);
  }
  return value;
}
