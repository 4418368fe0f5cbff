import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineCloudContractSuite } from '@portico/cloud-contract/testing'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startCloud } from '../startCloud.js'
import { LAB } from '../testing/apiSuite/apiSuiteFixtures.js'
import { spawnAnvil } from '../testing/spawnAnvil.js'
import { testConfig } from '../testing/testConfig.js'

// The real cloud on PGlite, reading balances from a local anvil; the widget's fake cloud runs the same suite.
defineCloudContractSuite('the real cloud on PGlite', async () => {
  const anvil = await spawnAnvil()
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-contract-'))
  const chainId = `eip155:${anvil.chainId}`
  const cloud = await startCloud(testConfig({ dataDir, rpcUpstreams: { [chainId]: anvil.rpcUrl } }))
  return {
    url: cloud.url,
    projectId: LAB,
    chainId,
    signer: privateKeyToAccount(generatePrivateKey()),
    stop: async () => {
      await cloud.stop()
      await anvil.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
})
