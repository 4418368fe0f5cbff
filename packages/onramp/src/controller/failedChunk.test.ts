import { expect, it, vi } from 'vitest'
import { connectedOnramp } from '../test/connectedOnramp.js'

// The controller's chunk cannot be fetched, as when the visitor went offline or a new deploy removed the file.
vi.mock('./onrampController.js', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: https://app.example/assets/onrampController.js',
  )
})

it('buy() with the controller unloadable resolves and the state says load_failed, not the import error', async () => {
  const { api, state } = await connectedOnramp()
  await expect(api.buy('meld')).resolves.toBeUndefined()
  expect(state.error).toBe('load_failed')
})
