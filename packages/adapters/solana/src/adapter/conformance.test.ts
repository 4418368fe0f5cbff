import { describeAdapterConformance } from '@portico/core/testing'
import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { connectorIdOf } from '../connectors/connectorIdOf.js'
import { startSolanaTestWorld } from '../testWorld/startSolanaTestWorld.js'
import { solanaAdapter } from './solanaAdapter.js'

describeAdapterConformance('solana', async () => {
  const world = await startSolanaTestWorld()
  const account = world.accounts[8]
  const otherAccount = world.accounts[9]
  if (!account || !otherAccount) throw new Error('The devnet has ten Solana accounts')
  const wallet = await world.openWallet({ accounts: [account, otherAccount] })
  return {
    createAdapter() {
      // Each test starts from the wallet's own account (a wallet-side account change may precede it).
      wallet.useAccount(0)
      return solanaAdapter()
    },
    network: world.networks[0],
    otherNetwork: world.networks[1],
    connectorId: connectorIdOf(wallet.name),
    expectedAddress: account.address,
    async verifySignature(message, signature, signer) {
      const key = await getPublicKeyFromAddress(address(signer))
      const bytes = getBase58Encoder().encode(signature) as SignatureBytes
      return verifySignature(key, bytes, new TextEncoder().encode(message))
    },
    walletActions: {
      changeAccount: () => wallet.useAccount(1),
      disconnect: () => wallet.disconnectFromWallet(),
    },
    teardown: () => world.stop(),
  }
})
