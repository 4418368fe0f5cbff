import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCloud, testConfig } from '@portico/cloud/testing'
import { type MailInbox, startDevnet, startMailInbox, writeDevnetFile } from '@portico/devnet'
import { SECURE_ORIGIN } from './benchFrameParts.js'

/** What the embedded wallet's flows run against: a cloud that mails login codes to a local inbox, and a chain. */
export type EmbeddedWorld = {
  cloudUrl: string
  inbox: MailInbox
  /** The devnet's EVM chain, with its bundler and smart-account contracts (when started with `chain: true`). */
  chain?: { chainId: number; rpcUrl: string } | undefined
  stop(): Promise<void>
}

/**
 * Starts the embedded wallet's world: a mail inbox and a real cloud on PGlite that takes e-mail logins from the
 * secure site's origin and mails the codes there; with `chain`, first the devnet's anvil with its Alto bundler,
 * EntryPoint and Safe contracts, which the cloud reads (its devnet file, its RPC upstreams) for the smart accounts.
 * The e-mail login and smart-account measures share one world in the bench's tests (each visitor its own e-mail
 * address), or each starts its own.
 */
export async function startEmbeddedWorld({
  chain = false,
}: {
  chain?: boolean
} = {}): Promise<EmbeddedWorld> {
  const stops: (() => Promise<unknown>)[] = []
  const stop = async () => {
    for (const each of stops.splice(0)) await each().catch(() => undefined)
  }
  try {
    const dir = await mkdtemp(join(tmpdir(), 'portico-bench-embedded-'))
    stops.push(() => rm(dir, { recursive: true, force: true }))
    const devnet = chain
      ? await startDevnet({ chains: ['eip155'], ports: 'ephemeral', bundlers: true })
      : undefined
    if (devnet) stops.unshift(() => devnet.stop())
    const inbox = await startMailInbox()
    stops.unshift(() => inbox.stop())
    const devnetFile = join(dir, 'endpoints.json')
    if (devnet) {
      await writeDevnetFile(devnetFile, {
        pid: process.pid,
        startedAt: new Date().toISOString(),
        eip155: devnet.eip155,
      })
    }
    // A folder that exists, so that testConfig gives it the migrated database of the template (seedPgliteDataDir).
    const dataDir = join(dir, 'data')
    await mkdir(dataDir, { mode: 0o700 })
    const cloud = await startCloud(
      testConfig({
        dataDir,
        ...(devnet && {
          devnetEndpointsFile: devnetFile,
          rpcUpstreams: Object.fromEntries(
            devnet.eip155.chains.map((each) => [`eip155:${each.chainId}`, each.rpcUrl]),
          ),
        }),
        emailAuth: {
          smtpUrl: inbox.smtpUrl,
          mailFrom: 'Portico <login@portico.local>',
          secureSiteOrigins: [SECURE_ORIGIN],
        },
      }),
    )
    stops.unshift(() => cloud.stop())
    const [evm] = devnet?.eip155.chains ?? []
    if (devnet && !evm) throw new Error('the devnet started no EVM chain')
    return { cloudUrl: cloud.url, inbox, chain: evm && { chainId: evm.chainId, rpcUrl: evm.rpcUrl }, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
