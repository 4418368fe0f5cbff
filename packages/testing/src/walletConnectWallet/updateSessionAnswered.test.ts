import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { type SessionUpdater, updateSessionAnswered } from './updateSessionAnswered.js'

/** A WalletKit stand-in whose dapp answers the update with `response`, before `updateSession` resolves. */
function kitAnswering(response: object, topic = 'topic-a') {
  const history = new EventEmitter()
  const kit: SessionUpdater = {
    core: {
      history: {
        on: (event, listener) => void history.on(event, listener),
        off: (event, listener) => void history.off(event, listener),
      },
    },
    async updateSession() {
      history.emit('history_updated', {
        topic: 'other',
        request: { method: 'wc_sessionUpdate' },
        response: { result: true },
      })
      history.emit('history_updated', {
        topic,
        request: { method: 'wc_sessionEvent' },
        response: { result: true },
      })
      history.emit('history_updated', { topic, request: { method: 'wc_sessionUpdate' }, response })
      return { acknowledged: () => new Promise(() => undefined) }
    },
  }
  return { kit, history }
}

describe('updateSessionAnswered', () => {
  it('resolves on the dapp answer even when it comes before updateSession resolves, and stops listening', async () => {
    const { kit, history } = kitAnswering({ result: true })
    await expect(updateSessionAnswered(kit, 'topic-a', {})).resolves.toBeUndefined()
    expect(history.listenerCount('history_updated')).toBe(0)
  })

  it('rejects with the dapp refusal', async () => {
    const { kit } = kitAnswering({ error: { code: 5000, message: 'User rejected.' } })
    await expect(updateSessionAnswered(kit, 'topic-a', {})).rejects.toThrow('User rejected.')
  })

  it('waits while only other topics or requests are answered', async () => {
    const { kit } = kitAnswering({ result: true }, 'topic-b')
    const outcome = await Promise.race([
      updateSessionAnswered(kit, 'topic-a', {}).then(() => 'answered'),
      new Promise((resolve) => setImmediate(() => resolve('waiting'))),
    ])
    expect(outcome).toBe('waiting')
  })
})
