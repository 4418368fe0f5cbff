import { rm, writeFile } from 'node:fs/promises'
import { startDevnet } from '@portico/devnet'
import { devnetFile } from './examplePorts.js'

/** Starts a local EVM chain on a free port for the run and writes its endpoints and accounts. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  await writeFile(devnetFile, JSON.stringify(devnet.eip155))
  return async () => {
    await devnet.stop()
    await rm(devnetFile, { force: true })
  }
}
