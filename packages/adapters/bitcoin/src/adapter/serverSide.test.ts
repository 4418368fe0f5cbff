import { describeAdapterOnServer } from '@portico/core/testing'
import { bitcoin } from '../networks/bitcoin.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'

describeAdapterOnServer('bitcoin', {
  createAdapter: () => bitcoinAdapter(),
  network: bitcoin,
  connectorId: 'xverse',
})
