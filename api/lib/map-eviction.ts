/**
 * Drops the entries inserted longest ago once a map holds more than `maxSize` (Maps iterate
 * in insertion order; a caller that re-inserts an entry on use gets least-recently-used).
 */
export function evictOldest<K, V>(map: Map<K, V>, maxSize: number): void {
  for (const key of map.keys()) {
    if (map.size <= maxSize) return
    map.delete(key)
  }
}
