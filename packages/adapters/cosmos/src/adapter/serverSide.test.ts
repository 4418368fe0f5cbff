import { describeAdapterOnServer } from '@portico/core/testing'
import { cosmoshub } from '../networks/cosmoshub.js'
import { cosmosAdapter } from './cosmosAdapter.js'

describeAdapterOnServer('cosmos', {
  createAdapter: () => cosmosAdapter(),
  network: cosmoshub,
  connectorId: 'keplr',
})
