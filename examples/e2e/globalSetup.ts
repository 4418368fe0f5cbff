import { rm, writeFile } from 'node:fs/promises'
import { startDevnet } from '@portico/devnet'
import { watchUnhandledErrors } from '@portico/testing/playwright'
import { devnetFile } from './examplePorts.js'
import { servicesFile } from './exampleServices.js'
import { startExampleServices } from './startExampleServices.js'

/**
 * Starts a local EVM chain and a Solana node on free ports for the run and writes their endpoints, then Portico Cloud and
 * the secure site installed from the packed tarballs, on another site than the apps (startExampleServices). An
 * unhandled rejection or uncaught exception in this process (the chain runs here) fails the run, after the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const unhandled = watchUnhandledErrors()
  const devnet = await startDevnet({ chains: ['eip155', 'solana'], ports: 'ephemeral' })
  await writeFile(devnetFile, JSON.stringify(devnet.eip155))
  const [chain] = devnet.eip155.chains
  const started = await (chain
    ? startExampleServices(chain)
    : Promise.reject(new Error('The devnet has no EVM chain'))
  ).catch(async (error: unknown) => {
    await devnet.stop()
    throw error
  })
  const { rpcUrl, wsUrl, genesisHash } = devnet.solana
  await writeFile(
    servicesFile,
    JSON.stringify({ ...started.services, solana: { rpcUrl, wsUrl, genesisHash } }),
  )
  return async () => {
    await started.stop()
    await rm(servicesFile, { force: true })
    await devnet.stop()
    await rm(devnetFile, { force: true })
    unhandled.end()
  }
}
