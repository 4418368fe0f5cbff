import { rm, writeFile } from 'node:fs/promises'
import { startDevnet } from '@portico/devnet'
import { watchUnhandledErrors } from '@portico/testing/playwright'
import { devnetFile } from './examplePorts.js'

/**
 * Starts a local EVM chain on a free port for the run and writes its endpoints and accounts. An unhandled rejection
 * or uncaught exception in this process (the chain runs here) fails the run, after the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const unhandled = watchUnhandledErrors()
  const devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  await writeFile(devnetFile, JSON.stringify(devnet.eip155))
  return async () => {
    await devnet.stop()
    await rm(devnetFile, { force: true })
    unhandled.end()
  }
}
