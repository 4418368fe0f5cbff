import { expect, it } from 'vitest'
import type { KeplrLike } from './KeplrLike.js'
import { knownKeplrInjections } from './knownKeplrInjections.js'
import { toPorticoConnector } from './toPorticoConnector.js'

it('makes an INJECTED cosmos connector with the stable id, name, icon and the API as provider', () => {
  const provider = {} as KeplrLike
  const [keplr] = knownKeplrInjections
  if (!keplr) throw new Error('Keplr is a known injection')
  expect(toPorticoConnector({ injection: keplr, provider })).toMatchObject({
    id: 'keplr',
    name: 'Keplr',
    type: 'INJECTED',
    chain: 'cosmos',
    imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    provider,
  })
})
