import { describeAdapterConformance } from '@portico/core/testing'
import { verifyBitcoinMessage } from '@portico/testing'
import { connectorIdOf } from '../connectors/connectorIdOf.js'
import { startBitcoinTestWorld } from '../testWorld/startBitcoinTestWorld.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'

describeAdapterConformance('bip122 with the @portico/testing wallet', async () => {
  const world = await startBitcoinTestWorld()
  const account = world.accounts[8]
  const otherAccount = world.accounts[9]
  if (!account || !otherAccount) throw new Error('The devnet has ten Bitcoin accounts')
  const wallet = world.openWallet({ account })
  return {
    createAdapter() {
      // Each test starts from the wallet's own key (a wallet-side account change may precede it).
      if (wallet.addresses[0] !== account.address) wallet.setKey(account.privateKey)
      return bitcoinAdapter()
    },
    network: world.networks[0],
    otherNetwork: world.networks[1],
    connectorId: connectorIdOf(wallet.name),
    expectedAddress: account.address,
    verifySignature: verifyBitcoinMessage,
    walletActions: {
      changeAccount: () => wallet.setKey(otherAccount.privateKey),
      disconnect: () => wallet.emitDisconnect(),
    },
    teardown: () => world.stop(),
  }
})
