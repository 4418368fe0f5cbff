import { defineCloudContractSuite } from '@portico/cloud-contract/testing'
import { startFakeCloud } from './startFakeCloud.js'

// The fake checks no signature and serves any project.
defineCloudContractSuite('the fake cloud', async () => {
  const cloud = await startFakeCloud()
  return {
    url: cloud.url,
    projectId: 'fake-project',
    chainId: 'eip155:1',
    signer: {
      address: '0x00000000000000000000000000000000000000f1',
      signMessage: async () => `0x${'11'.repeat(65)}`,
    },
    stop: cloud.stop,
  }
})
