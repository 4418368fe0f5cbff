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
