import { describeAdapterOnServer } from '@portico/core/testing'
import { solana } from '../networks/solana.js'
import { solanaAdapter } from './solanaAdapter.js'

describeAdapterOnServer('solana', {
  createAdapter: () => solanaAdapter(),
  network: solana,
  connectorId: 'phantom',
})
