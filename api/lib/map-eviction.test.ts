import { describe, expect, it } from 'vitest'
import { evictOldest } from './map-eviction.js'

describe('evictOldest', () => {
  it('drops the entries inserted first until the map fits', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ])
    evictOldest(map, 2)
    expect([...map.keys()]).toEqual(['c', 'd'])
  })

  it('keeps a map at or under its size, and an entry re-inserted on use', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ])
    evictOldest(map, 2)
    expect([...map.keys()]).toEqual(['a', 'b'])
    map.delete('a')
    map.set('a', 1)
    map.set('c', 3)
    evictOldest(map, 2)
    expect([...map.keys()]).toEqual(['a', 'c'])
  })
})
