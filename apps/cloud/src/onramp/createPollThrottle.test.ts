import { describe, expect, it } from 'vitest'
import { createPollThrottle } from './createPollThrottle.js'

describe('createPollThrottle', () => {
  it('lets an id be polled once per interval, each id on its own', () => {
    const mayPoll = createPollThrottle()
    expect(mayPoll('a', 1_000, 0)).toBe(true)
    expect(mayPoll('a', 1_000, 999)).toBe(false)
    expect(mayPoll('b', 1_000, 999)).toBe(true)
    expect(mayPoll('a', 1_000, 1_000)).toBe(true)
    expect(mayPoll('a', 1_000, 1_500)).toBe(false)
    expect(mayPoll('a', 0, 1_500)).toBe(true)
  })

  it('forgets the oldest polls past 10,000 ids', () => {
    const mayPoll = createPollThrottle()
    for (let id = 0; id <= 10_000; id++) expect(mayPoll(String(id), 1_000, 0)).toBe(true)
    expect(mayPoll('0', 1_000, 1)).toBe(true)
    expect(mayPoll('10000', 1_000, 1)).toBe(false)
  })
})
