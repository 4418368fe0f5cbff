import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type EvmDevnetInfo, startMailInbox } from '@portico/devnet'
import { freePort } from '../../../../scripts/services/localCloud.mjs'
import { seedPgliteDataDir } from '../../../cloud/src/testing/seedPgliteDataDir.js'
import { E2E_LAB_PORT, e2eDevnetFile } from './e2ePaths.js'
import { type BundlerGate, startBundlerGate } from './startBundlerGate.js'
import { type E2eCloud, startE2eCloud } from './startE2eCloud.js'
import { type E2eSecureSite, startE2eSecureSite } from './startE2eSecureSite.js'

export interface OwnSmartAccountWorld {
  /** The CAIP-2 id of the devnet's first EVM chain, whose bundler is behind the gate. */
  chainId: string
  /** The gate between this world's cloud and the devnet's bundler of `chainId`. */
  gate: BundlerGate
  cloud: E2eCloud
  secure: E2eSecureSite
  /** The HTTP side of this world's mail inbox, where its cloud mails login codes. */
  inboxUrl: string
  /** The lab page's query that points the page at this world's cloud and secure site. */
  labQuery: string
  stop(): Promise<void>
}

/**
 * A smart-account world of a spec's own on the run's devnet: its own cloud (another PGlite folder, its own mail
 * inbox) whose bundler for the first EVM chain is a gate the spec can close (startBundlerGate), and its own secure
 * site built against that cloud. Closing the gate makes the bundler lost to this world only: the run's cloud, and the
 * smart-account specs of other workers, keep theirs. The paymaster, the other chain's bundler and the chains are the
 * devnet's, as for the run's cloud.
 */
export async function startOwnSmartAccountWorld(
  /** Names its secure site's build folder: one per worker. */
  name: string,
): Promise<OwnSmartAccountWorld> {
  const devnet = (JSON.parse(readFileSync(e2eDevnetFile, 'utf8')) as { eip155: EvmDevnetInfo }).eip155
  const bundler = devnet.smartAccounts.bundlers[0]
  if (!bundler) throw new Error('The devnet runs no bundler: the browser tests start it with bundlers')
  const chainId = `eip155:${bundler.chainId}`
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-e2e-own-aa-'))
  seedPgliteDataDir(dataDir)
  const [gate, inbox] = await Promise.all([startBundlerGate({ upstream: bundler.url }), startMailInbox()])
  const [cloudPort, securePort] = [await freePort(), await freePort()]
  const secureOrigin = `http://localhost:${securePort}`
  const cloudUrl = `http://127.0.0.1:${cloudPort}`
  const [cloudStart, secureStart] = await Promise.allSettled([
    startE2eCloud({
      dataDir,
      port: cloudPort,
      env: {
        SMTP_URL: inbox.smtpUrl,
        SECURE_SITE_ORIGINS: secureOrigin,
        LOGIN_MAIL_COOLDOWN_SECONDS: '2',
        BUNDLER_UPSTREAMS: JSON.stringify({ [chainId]: gate.url }),
      },
    }),
    startE2eSecureSite({ port: securePort, cloudUrl, outDir: `dist/e2e-${E2E_LAB_PORT}-own-aa-${name}` }),
  ])
  const stopRest = async () => {
    await inbox.stop()
    await gate.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
  if (cloudStart.status === 'rejected' || secureStart.status === 'rejected') {
    if (cloudStart.status === 'fulfilled') await cloudStart.value.stop()
    if (secureStart.status === 'fulfilled') await secureStart.value.stop()
    await stopRest()
    throw cloudStart.status === 'rejected' ? cloudStart.reason : (secureStart as PromiseRejectedResult).reason
  }
  const [cloud, secure] = [cloudStart.value, secureStart.value]
  return {
    chainId,
    gate,
    cloud,
    secure,
    inboxUrl: inbox.httpUrl,
    labQuery: `&cloud=${encodeURIComponent(cloud.url)}&secure=${encodeURIComponent(secure.url)}`,
    async stop() {
      await secure.stop()
      await cloud.stop()
      await stopRest()
    },
  }
}
