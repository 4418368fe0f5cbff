import { describeAdapterOnServer } from '@portico/core/testing'
import { expect, it } from 'vitest'
import { polkadot } from '../networks/polkadot.js'
import { polkadotAdapter } from './polkadotAdapter.js'

describeAdapterOnServer('polkadot', {
  createAdapter: () => polkadotAdapter(),
  network: polkadot,
  connectorId: 'polkadot:polkadot-js',
})

it('is the same adapter for the same app name (React StrictMode creates two)', () => {
  expect(polkadotAdapter({ appName: 'A' }).identity).toBe(polkadotAdapter({ appName: 'A' }).identity)
  expect(polkadotAdapter({ appName: 'A' }).identity).not.toBe(polkadotAdapter({ appName: 'B' }).identity)
})
