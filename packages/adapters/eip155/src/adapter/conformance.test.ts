// @vitest-environment happy-dom
import { describeAdapterConformance } from '@portico/core/testing'
import { type Address, verifyMessage } from 'viem'
import { startTestWorld } from '../testWorld/startTestWorld.js'
import { eip155Adapter } from './eip155Adapter.js'

describeAdapterConformance('eip155', async () => {
  const world = await startTestWorld()
  const session = world.openWallet({ accountIndex: 8 })
  return {
    createAdapter: () => eip155Adapter({ wagmiConfig: session.createConfig() }),
    network: world.networks[0],
    otherNetwork: world.networks[1],
    connectorId: session.connectorId,
    expectedAddress: session.account.address,
    verifySignature: (message, signature, address) =>
      verifyMessage({ message, signature: signature as Address, address: address as Address }),
    async teardown() {
      session.stop()
      await world.stop()
    },
  }
})
