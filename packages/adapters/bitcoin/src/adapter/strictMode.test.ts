// @vitest-environment happy-dom
import { describeAdapterIdentity } from '@portico/core/testing'
import { bitcoin } from '../networks/bitcoin.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'

describeAdapterIdentity('bitcoin', {
  createAdapter: () => bitcoinAdapter(),
  network: bitcoin,
  connectorId: 'xverse',
})
