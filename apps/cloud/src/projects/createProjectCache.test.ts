import { describe, expect, it } from 'vitest'
import type { Queryable } from '../storage/Storage.js'
import { createProjectCache } from './createProjectCache.js'

/** Storage that knows no project and counts the lookups it is asked (a unit test of the cache alone). */
function countingStorage() {
  const asked: string[] = []
  const db = {
    async query(_sql: string, params?: unknown[]) {
      asked.push(String(params?.[0]))
      return []
    },
  } as unknown as Queryable
  return { db, asked }
}

describe('createProjectCache', () => {
  it('answers a cached id, known or unknown, without asking storage again', async () => {
    const { db, asked } = countingStorage()
    const cache = createProjectCache(db)
    expect(cache.has('made-up')).toBe(false)
    expect(await cache.get('made-up')).toBeUndefined()
    expect(cache.has('made-up')).toBe(true)
    await cache.get('made-up')
    expect(asked).toEqual(['made-up'])
  })

  it('drops the least recently used id past its size, never the whole cache', async () => {
    const { db, asked } = countingStorage()
    const cache = createProjectCache(db, Date.now, 3)
    for (const id of ['aaa', 'bbb', 'ccc']) await cache.get(id)
    await cache.get('aaa')
    await cache.get('ddd')
    expect(['aaa', 'bbb', 'ccc', 'ddd'].map((id) => cache.has(id))).toEqual([true, false, true, true])
    for (let i = 0; i < 100; i++) await cache.get(`flood-${i}`)
    expect(cache.has('flood-99')).toBe(true)
    expect(asked).toHaveLength(104)
  })

  it('asks storage again once an entry is older than its lifetime', async () => {
    const { db, asked } = countingStorage()
    let now = 0
    const cache = createProjectCache(db, () => now)
    await cache.get('aaa')
    now = 60_000
    expect(cache.has('aaa')).toBe(false)
    await cache.get('aaa')
    expect(asked).toEqual(['aaa', 'aaa'])
  })
})
