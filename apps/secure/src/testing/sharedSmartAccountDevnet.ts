import type { EvmDevnetInfo } from '@portico/devnet'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the secure site project's shared smart-account devnet is asked for (smartAccountDevnetGlobalSetup.ts). */
    smartAccountDevnetUrl: string
  }
}

/**
 * For a smart-account test file's `beforeAll`: the EVM devnet with its bundlers that the secure site's project starts
 * on the first file's request and shares with all of them (smartAccountDevnetGlobalSetup.ts). Resolves with its
 * endpoints and contracts once it is up; the file's `afterAll` lets it go (`releaseSharedSmartAccountDevnet`). The files
 * run side by side on it: each uses frame keys (seed bytes), smart accounts and recipients no other file uses, and
 * none stops or resets a chain.
 */
export async function sharedSmartAccountDevnet(): Promise<EvmDevnetInfo> {
  const url = inject('smartAccountDevnetUrl')
  let response = await fetch(`${url}/acquire`, { method: 'POST' })
  while (response.status === 202) {
    await response.text()
    await new Promise((resolve) => setTimeout(resolve, 250))
    response = await fetch(url)
  }
  if (response.status === 200) return (await response.json()) as EvmDevnetInfo
  throw new Error(`the shared smart-account devnet did not start: ${await response.text()}`)
}

/** For the file's `afterAll`: this file no longer needs the shared devnet (stopped a minute after the last lets go). */
export async function releaseSharedSmartAccountDevnet(): Promise<void> {
  const response = await fetch(`${inject('smartAccountDevnetUrl')}/release`, { method: 'POST' })
  await response.text()
}
