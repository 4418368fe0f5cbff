import { describeAdapterConformance } from '@portico/core/testing'
import { startPolkadotTestWorld } from '../testWorld/startPolkadotTestWorld.js'
import { polkadotAdapter } from './polkadotAdapter.js'

describeAdapterConformance('polkadot with the @portico/testing extension', async () => {
  const world = await startPolkadotTestWorld()
  const [account, otherAccount] = world.accounts
  if (!account || !otherAccount) throw new Error('The devnet has six Polkadot dev accounts')
  const { wallet, connectorId } = await world.openWallet({ uris: [account.uri] })
  let accountUri = account.uri
  return {
    createAdapter() {
      // Each test starts from the extension's own account (an extension-side change may precede it).
      if (accountUri !== account.uri) wallet.setAccounts([account.uri])
      accountUri = account.uri
      return polkadotAdapter()
    },
    network: world.network,
    otherNetwork: world.otherNetwork,
    connectorId,
    expectedAddress: account.address,
    verifySignature: world.verifySignature,
    walletActions: {
      changeAccount() {
        accountUri = otherAccount.uri
        wallet.setAccounts([otherAccount.uri])
      },
      disconnect: () => wallet.emitDisconnect(),
    },
    teardown: () => world.stop(),
  }
})
