// @vitest-environment happy-dom
import { describeAdapterConformance } from '@portico/core/testing'
import { type Address, verifyMessage } from 'viem'
import { startTestWorld } from '../testWorld/startTestWorld.js'
import { eip155Adapter } from './eip155Adapter.js'

describeAdapterConformance('eip155', async () => {
  const world = await startTestWorld()
  const session = world.openWallet({ accountIndex: 8 })
  const { wallet, account } = session
  const otherAccount = world.devnet.eip155.accounts[9]!
  return {
    createAdapter() {
      // Each test starts from the wallet's own account (a wallet-side account change may precede it).
      if (wallet.addresses[0] !== account.address) wallet.setAccounts([{ privateKey: account.privateKey }])
      return eip155Adapter({ wagmiConfig: session.createConfig() })
    },
    network: world.networks[0],
    otherNetwork: world.networks[1],
    connectorId: session.connectorId,
    expectedAddress: account.address,
    verifySignature: (message, signature, address) =>
      verifyMessage({ message, signature: signature as Address, address: address as Address }),
    walletActions: {
      changeAccount: () => wallet.setAccounts([{ privateKey: otherAccount.privateKey }]),
      changeChain: () => wallet.switchChain(world.networks[1].id),
      disconnect: () => wallet.emitDisconnect(),
    },
    async teardown() {
      session.stop()
      await world.stop()
    },
  }
})
