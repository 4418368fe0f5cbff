import { join } from 'node:path'
import { LOCAL_ONRAMP_SANDBOXES, type OnrampSandbox, startOnrampSandbox } from '@portico/devnet'
import { generatePrivateKey } from 'viem/accounts'
import { benchApps, benchRoot } from '../apps/benchApps.js'
import { readInpage } from '../browser/readInpage.js'
import { runFlowRounds } from '../browser/runFlowRounds.js'
import { buildApp } from '../build/buildApp.js'
import { type BenchCloud, startBenchCloud } from '../relay/startBenchCloud.js'
import { type StaticServer, serveStatic } from '../serve/serveStatic.js'
import type { GzipSize } from '../size/compressedSize.js'
import { priceLazyChunks } from '../size/priceLazyChunks.js'
import { type BuyRun, measureBuyRun } from './measureBuyRun.js'
import { type BuySummary, summarizeBuyRuns } from './summarizeBuyRuns.js'

/** The Buy scenario's outcome (issue 30): every run, the medians per CPU rate, and the lazy chunks it loaded. */
export type BuyTimings = {
  runs: BuyRun[]
  /** By CPU rate (`1x`, `4x`). */
  byCpu: Record<string, BuySummary>
  /** The JS files Buy fetched (every run's), with their bytes. */
  lazyChunks: { file: string; size: GzipSize }[]
  error?: string
}

/** Why the peers have no row: said in the report instead of a number. */
export const BUY_PEERS_NOTE =
  "AppKit's on-ramp (OnRampProviders) reads its options and quotes from Reown's hosted services (`/v1/onramp/options`, `/v1/onramp/quote`), which the bench blocks offline: no figure. RainbowKit, ConnectKit and the wagmi baseline have no on-ramp."

const PROJECT = 'bench-buy'
/** The sandboxes sell ETH on this network: the bench apps' mainnet. Quotes only: nothing is bought, no chain is used. */
const CHAIN_ID = 1

/**
 * Account → Buy → quotes, in headless Chromium at each CPU rate of `rounds` (CDP throttling, as the other flows):
 * the bench's Portico app with every feature package built with a cloud (bench/apps/with-cloud), a Portico Cloud (apps/cloud
 * by tsx) whose on-ramp providers are the devnet's two sandboxes (their local settings, LOCAL_ONRAMP_SANDBOXES), each
 * on its own loopback port; `warmup` runs one discarded run first. Portico is the only app with an offline on-ramp.
 */
export async function measureBuy(
  rounds: Record<number, number>,
  log: (line: string) => void = () => undefined,
  { warmup = false }: { warmup?: boolean } = {},
): Promise<BuyTimings> {
  const runs: BuyRun[] = []
  const sandboxes: OnrampSandbox[] = []
  let cloud: BenchCloud | undefined
  let server: StaticServer | undefined
  let distDir = ''
  try {
    const portico = benchApps.find((app) => app.id === 'portico')!
    // The app builds (vite, a child process) while the sandboxes and the cloud start: neither needs the other, and
    // the build is settled before this returns, whatever failed.
    const building = buildApp({ ...portico, dir: join(benchRoot, 'apps', 'with-cloud') }, {}, 'dist-buy')
    const started = await startBuyServices(sandboxes).then(
      (running) => ({ running }),
      (error: unknown) => ({ error }),
    )
    const build = await building
    distDir = build.distDir
    if ('error' in started) throw started.error
    cloud = started.running
    if (!build.ok) throw new Error(`bench/apps/with-cloud does not build: ${build.error}`)
    server = await serveStatic(distDir)
    await cloud.allowProject(PROJECT, [new URL(server.url).origin])
    const url = new URL(
      `?${new URLSearchParams({ cloud: cloud.url, project: PROJECT })}`,
      server.url,
    ).toString()
    const inpage = await readInpage()
    const shotsDir = join(benchRoot, 'results', 'shots')
    await runFlowRounds(
      rounds,
      (browser, at) => measureBuyRun(browser, { url, ...at, inpage, shotsDir }),
      {
        name: 'buy',
        line: (run) =>
          `Buy → form ${run.buyToFormMs?.toFixed(0) ?? '—'} ms, amount → quotes ${run.amountToQuotesMs?.toFixed(0) ?? '—'} ms`,
        log,
        warmup,
      },
      runs,
    )
    const failed = runs.find((run) => run.error)
    return { runs, ...(await summaries(runs, distDir)), ...(failed ? { error: failed.error } : {}) }
  } catch (error) {
    return {
      runs,
      ...(await summaries(runs, distDir)),
      error: error instanceof Error ? error.message : String(error),
    }
  } finally {
    await server?.close()
    await cloud?.stop()
    await Promise.all(sandboxes.map((sandbox) => sandbox.stop()))
  }
}

/**
 * The devnet's two on-ramp sandboxes, each on its own loopback port (pushed to `sandboxes` as they start, so the
 * caller stops them), and a cloud whose on-ramp providers they are.
 */
async function startBuyServices(sandboxes: OnrampSandbox[]): Promise<BenchCloud> {
  let cloudUrl = 'http://127.0.0.1:9'
  for (const [name, local] of Object.entries(LOCAL_ONRAMP_SANDBOXES)) {
    sandboxes.push(
      await startOnrampSandbox({
        provider: local.provider,
        apiKey: local.apiKey,
        urlSigningSecret: local.urlSigningSecret,
        webhook: {
          get url() {
            return `${cloudUrl}/v1/onramp/webhooks/${name}`
          },
          secret: local.webhookSecret,
        },
        evm: { chainId: CHAIN_ID, rpcUrl: 'http://127.0.0.1:9', privateKey: generatePrivateKey() },
      }),
    )
  }
  const env: Record<string, string> = {}
  Object.keys(LOCAL_ONRAMP_SANDBOXES).forEach((name, index) => {
    const local = LOCAL_ONRAMP_SANDBOXES[name as keyof typeof LOCAL_ONRAMP_SANDBOXES]
    const prefix = `ONRAMP_${name.toUpperCase()}`
    env[`${prefix}_URL`] = sandboxes[index]!.url
    env[`${prefix}_API_KEY`] = local.apiKey
    env[`${prefix}_URL_SECRET`] = local.urlSigningSecret
    env[`${prefix}_WEBHOOK_SECRET`] = local.webhookSecret
  })
  const cloud = await startBenchCloud(env)
  cloudUrl = cloud.url
  return cloud
}

async function summaries(runs: readonly BuyRun[], distDir: string) {
  return { byCpu: summarizeBuyRuns(runs), lazyChunks: await priceLazyChunks(runs, distDir) }
}
