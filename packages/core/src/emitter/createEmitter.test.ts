import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './createEmitter.js'

type Events = { chainChanged: { chainId: number }; disconnect: undefined }

describe('createEmitter', () => {
  it('delivers a payload to the listeners of its event only', () => {
    const emitter = createEmitter<Events>()
    const onChain = vi.fn()
    const onDisconnect = vi.fn()
    emitter.on('chainChanged', onChain)
    emitter.on('disconnect', onDisconnect)
    emitter.emit('chainChanged', { chainId: 8453 })
    expect(onChain).toHaveBeenCalledWith({ chainId: 8453 })
    expect(onDisconnect).not.toHaveBeenCalled()
  })

  it('stops delivering after off, the returned unsubscribe or clear', () => {
    const emitter = createEmitter<Events>()
    const first = vi.fn()
    const second = vi.fn()
    const third = vi.fn()
    const unsubscribe = emitter.on('chainChanged', first)
    emitter.on('chainChanged', second)
    emitter.on('disconnect', third)
    unsubscribe()
    emitter.off('chainChanged', second)
    emitter.emit('chainChanged', { chainId: 1 })
    emitter.clear()
    emitter.emit('disconnect', undefined)
    expect([first, second, third].map((listener) => listener.mock.calls.length)).toEqual([0, 0, 0])
  })

  it('keeps instances apart', () => {
    const a = createEmitter<Events>()
    const b = createEmitter<Events>()
    const listener = vi.fn()
    a.on('disconnect', listener)
    b.emit('disconnect', undefined)
    expect(listener).not.toHaveBeenCalled()
  })

  it('lets a listener unsubscribe itself during an emit without skipping the others', () => {
    const emitter = createEmitter<Events>()
    const calls: string[] = []
    const off = emitter.on('disconnect', () => {
      calls.push('once')
      off()
    })
    emitter.on('disconnect', () => calls.push('always'))
    emitter.emit('disconnect', undefined)
    emitter.emit('disconnect', undefined)
    expect(calls).toEqual(['once', 'always', 'always'])
  })
})
