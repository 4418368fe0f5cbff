import { describeAdapterConformance } from '@portico/core/testing'
import { startCosmosTestWorld } from '../testWorld/startCosmosTestWorld.js'
import { verifyAdr36 } from '../testWorld/verifyAdr36.js'
import { cosmosAdapter } from './cosmosAdapter.js'

describeAdapterConformance('cosmos', async () => {
  const world = await startCosmosTestWorld()
  const account = world.accounts[8]
  const otherAccount = world.accounts[9]
  if (!account || !otherAccount) throw new Error('The devnet has ten Cosmos accounts')
  const { wallet, connectorId } = world.openWallet({ account })
  const publicKeys = new Map(world.accounts.map((known) => [known.address, known.publicKey]))
  return {
    createAdapter() {
      // Each test starts from the wallet's own key (a wallet-side key change may precede it).
      wallet.setKey(account.privateKey)
      return cosmosAdapter({ injections: world.injections })
    },
    network: world.networks[0],
    otherNetwork: world.networks[1],
    connectorId,
    expectedAddress: account.address,
    verifySignature: (message, signature, address) =>
      verifyAdr36(message, signature, address, publicKeys.get(address) ?? ''),
    walletActions: {
      changeAccount: () => wallet.setKey(otherAccount.privateKey),
    },
    teardown: () => world.stop(),
  }
})
