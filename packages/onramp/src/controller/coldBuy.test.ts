import { afterEach, expect, it } from 'vitest'
import { connectedOnramp } from '../test/connectedOnramp.js'

const realOpen = globalThis.open
afterEach(() => {
  globalThis.open = realOpen
})

it('buy() called cold (no quote read yet) resolves with onramp_no_quote and opens no window', async () => {
  const opened: string[] = []
  globalThis.open = ((url?: string | URL) => {
    opened.push(String(url ?? ''))
    return null
  }) as typeof globalThis.open
  const { api, state } = await connectedOnramp()
  await expect(api.buy('meld')).resolves.toBeUndefined()
  expect(state).toMatchObject({
    status: 'idle',
    error: 'onramp_no_quote',
  })
  expect(opened).toEqual([])
})
