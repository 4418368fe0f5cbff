// @vitest-environment happy-dom
import { describeAdapterIdentity } from '@portico/core/testing'
import { polkadot } from '../networks/polkadot.js'
import { polkadotAdapter } from './polkadotAdapter.js'

describeAdapterIdentity('polkadot', {
  createAdapter: () => polkadotAdapter(),
  network: polkadot,
  connectorId: 'polkadot:polkadot-js',
})
