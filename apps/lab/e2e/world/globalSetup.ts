import { rm } from 'node:fs/promises'
import { startDevnet, writeDevnetFile } from '@portico/devnet'
import { e2eDevnetFile } from './e2ePaths.js'

/**
 * Starts the two local EVM chains on free ports and writes their endpoints where the lab's server reads
 * them (the page fetches them at start, so the order of vite and devnet does not matter). The returned
 * function stops the chains after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  await writeDevnetFile(e2eDevnetFile, {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    eip155: devnet.eip155,
  })
  return async () => {
    await devnet.stop()
    await rm(e2eDevnetFile, { force: true })
  }
}
