// @vitest-environment happy-dom
import { describeAdapterIdentity } from '@portico/core/testing'
import { cosmoshub } from '../networks/cosmoshub.js'
import { cosmosAdapter } from './cosmosAdapter.js'

describeAdapterIdentity('cosmos', {
  createAdapter: () => cosmosAdapter(),
  network: cosmoshub,
  connectorId: 'keplr',
})
