import { createFakeAdapter } from './createFakeAdapter.js'
import { createFakeWallet } from './createFakeWallet.js'
import { describeAdapterConformance } from './describeAdapterConformance.js'
import { fakeMainnet, fakeOptimism } from './fakeNetworks.js'

describeAdapterConformance('fake', () => {
  const wallet = createFakeWallet()
  return {
    createAdapter: () => createFakeAdapter({ wallet }),
    network: fakeMainnet,
    otherNetwork: fakeOptimism,
    connectorId: 'fake',
    expectedAddress: wallet.accounts[0] ?? '',
    verifySignature: (message, signature, address) => wallet.verifySignature(message, signature, address),
    walletActions: {
      changeAccount: () => wallet.changeAccounts(['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']),
      changeChain: () => wallet.changeChain(fakeOptimism.id),
      disconnect: () => wallet.disconnect(),
    },
  }
})

describeAdapterConformance('fake without optional capabilities', () => {
  const wallet = createFakeWallet()
  return {
    createAdapter: () => createFakeAdapter({ wallet, capabilities: [] }),
    network: fakeMainnet,
    connectorId: 'fake',
    expectedAddress: wallet.accounts[0] ?? '',
    verifySignature: (message, signature, address) => wallet.verifySignature(message, signature, address),
  }
})
