import { expect, it } from 'vitest'
import { createLogThrottle } from './createLogThrottle.js'

it('writes one line per key and window, then counts the events it did not write', () => {
  let now = 0
  const throttle = createLogThrottle({ windowMs: 60_000, now: () => now })
  const written: [string, number][] = []
  const event = (key: string) => throttle.write(key, (notLogged) => written.push([key, notLogged]))
  for (let i = 0; i < 5; i++) event('198.51.100.1')
  event('198.51.100.2')
  expect(written).toEqual([
    ['198.51.100.1', 0],
    ['198.51.100.2', 0],
  ])
  now = 59_999
  event('198.51.100.1')
  expect(written).toHaveLength(2)
  now = 60_000
  event('198.51.100.1')
  expect(written.at(-1)).toEqual(['198.51.100.1', 5])
})

it('keeps a bounded number of keys: past it, new keys share one line a window', () => {
  const throttle = createLogThrottle({ windowMs: 60_000, now: () => 0 })
  let lines = 0
  for (let i = 0; i < 10_100; i++) throttle.write(`key-${i}`, () => lines++)
  expect(lines).toBe(10_001)
})
