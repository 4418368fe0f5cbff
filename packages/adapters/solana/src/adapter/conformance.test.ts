import { describeAdapterConformance } from '@portico/core/testing'
import { createSolanaTestWallet } from '@portico/testing'
import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { connectorIdOf } from '../connectors/connectorIdOf.js'
import { startSolanaTestWorld } from '../testWorld/startSolanaTestWorld.js'
import { solanaAdapter } from './solanaAdapter.js'

async function verifyEd25519(message: string, signature: string, signer: string) {
  const key = await getPublicKeyFromAddress(address(signer))
  const bytes = getBase58Encoder().encode(signature) as SignatureBytes
  return verifySignature(key, bytes, new TextEncoder().encode(message))
}

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
    verifySignature: verifyEd25519,
    walletActions: {
      changeAccount: () => wallet.useAccount(1),
      disconnect: () => wallet.disconnectFromWallet(),
    },
    teardown: () => world.stop(),
  }
})

describeAdapterConformance('solana with the @portico/testing wallet', async () => {
  const world = await startSolanaTestWorld()
  const account = world.accounts[7]
  const otherAccount = world.accounts[6]
  if (!account || !otherAccount) throw new Error('The devnet has ten Solana accounts')
  const [localnet] = world.networks
  const wallet = createSolanaTestWallet({
    secretKey: account.secretKey,
    chains: [{ id: 'solana:localnet', rpcUrl: localnet.rpcUrls.default.http[0] ?? '' }],
  })
  const unregister = getWallets().register(wallet)
  return {
    createAdapter() {
      if (wallet.addresses[0] !== account.address) wallet.setAccounts([account.secretKey])
      return solanaAdapter()
    },
    network: localnet,
    connectorId: connectorIdOf(wallet.name),
    expectedAddress: account.address,
    verifySignature: verifyEd25519,
    walletActions: {
      changeAccount: () => wallet.setAccounts([otherAccount.secretKey]),
      disconnect: () => wallet.emitDisconnect(),
    },
    async teardown() {
      unregister()
      await world.stop()
    },
  }
})
