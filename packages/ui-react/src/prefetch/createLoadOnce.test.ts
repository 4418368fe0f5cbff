import { describe, expect, it, vi } from 'vitest'
import { createLoadOnce } from './createLoadOnce.js'

describe('createLoadOnce', () => {
  it('shares one load between callers and gives the value synchronously once it arrived', async () => {
    const loader = vi.fn(async () => 'modal')
    const code = createLoadOnce(loader)
    const heard = vi.fn()
    code.subscribe(heard)
    expect(code.current()).toBeUndefined()
    const first = code.load()
    const second = code.load()
    expect(code.current()).toBeUndefined()
    expect(await first).toBe('modal')
    expect(await second).toBe('modal')
    expect(code.current()).toBe('modal')
    expect(loader).toHaveBeenCalledTimes(1)
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('tries a failed load again on the next call', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('modal')
    const code = createLoadOnce<string>(loader)
    await expect(code.load()).rejects.toThrow('chunk failed')
    expect(code.current()).toBeUndefined()
    expect(await code.load()).toBe('modal')
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('stops telling a listener that unsubscribed', async () => {
    const code = createLoadOnce(async () => 'modal')
    const heard = vi.fn()
    code.subscribe(heard)()
    await code.load()
    expect(heard).not.toHaveBeenCalled()
  })
})
