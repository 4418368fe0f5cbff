import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Devnet } from '@portico/devnet'
import { benchApps, benchRoot } from '../apps/benchApps.js'
import { readInpage } from '../browser/readInpage.js'
import { runFlowRounds } from '../browser/runFlowRounds.js'
import { buildApp } from '../build/buildApp.js'
import { type BenchCloud, startBenchCloud } from '../relay/startBenchCloud.js'
import { type StaticServer, serveStatic } from '../serve/serveStatic.js'
import type { GzipSize } from '../size/compressedSize.js'
import { priceLazyChunks } from '../size/priceLazyChunks.js'
import { type FlowSummary, summarizeFlowRuns } from '../stats/summarizeFlowRuns.js'
import {
  measureSwapQuoteRun,
  SWAP_QUOTE_STEPS,
  type SwapQuoteRun,
  type SwapQuoteStep,
} from './measureSwapQuoteRun.js'
import { startEvmDevnetWithFile } from './startEvmDevnetWithFile.js'

/** The Swap scenario's outcome (issue 29): every run, the medians per CPU rate, and the lazy chunks it loaded. */
export type SwapQuoteTimings = {
  runs: SwapQuoteRun[]
  /** By CPU rate (`1x`, `4x`). */
  byCpu: Record<string, FlowSummary<SwapQuoteStep>>
  /** The JS files Swap fetched (every run's), with their bytes. */
  lazyChunks: { file: string; size: GzipSize }[]
  error?: string
}

/** Why the peers have no row: said in the report instead of a number. */
export const SWAP_PEERS_NOTE =
  "AppKit's Swap view quotes through Reown's hosted Blockchain API (`/v1/convert/*`), which the bench blocks offline: no figure. RainbowKit, ConnectKit and the wagmi baseline have no swaps."

const PROJECT = 'bench-swaps'

/**
 * Account → Swap → the first quote, in headless Chromium at each CPU rate of `rounds` (CDP throttling, as the other
 * flows): the bench's Portico app with every feature package and a cloud (bench/apps/with-cloud), the devnet's first
 * anvil chain with its Uniswap v2 market, and a Portico Cloud (apps/cloud by tsx, in development) quoting over those
 * pools; `warmup` runs one discarded run first. Portico is the only app with offline swaps.
 */
export async function measureSwapQuote(
  rounds: Record<number, number>,
  log: (line: string) => void = () => undefined,
  { warmup = false }: { warmup?: boolean } = {},
): Promise<SwapQuoteTimings> {
  const runs: SwapQuoteRun[] = []
  const dir = await mkdtemp(join(tmpdir(), 'portico-bench-swap-quote-'))
  let devnet: Devnet<'eip155'> | undefined
  let cloud: BenchCloud | undefined
  let server: StaticServer | undefined
  let distDir = ''
  try {
    const portico = benchApps.find((app) => app.id === 'portico')!
    // The app builds (vite, a child process) while the chain and the cloud start; settled before this returns.
    const building = buildApp({ ...portico, dir: join(benchRoot, 'apps', 'with-cloud') }, {}, 'dist-swap')
    const started = await startSwapServices(dir).then(
      (running) => ({ running }),
      (error: unknown) => ({ error }),
    )
    const build = await building
    distDir = build.distDir
    if ('error' in started) throw started.error
    ;({ devnet, cloud } = started.running)
    if (!build.ok) throw new Error(`bench/apps/with-cloud does not build: ${build.error}`)
    const chain = devnet.eip155.chains[0]!
    server = await serveStatic(distDir)
    await cloud.allowProject(PROJECT, [new URL(server.url).origin])
    const query = { cloud: cloud.url, project: PROJECT, chain: String(chain.chainId), rpc: chain.rpcUrl }
    const url = new URL(`?${new URLSearchParams(query)}`, server.url).toString()
    const common = {
      url,
      chainId: chain.chainId,
      inpage: await readInpage(),
      shotsDir: join(benchRoot, 'results', 'shots'),
    }
    await runFlowRounds(
      rounds,
      (browser, at) => measureSwapQuoteRun(browser, { ...common, ...at }),
      {
        name: 'swap',
        line: (run) =>
          `Swap → form ${run.swapToFormMs?.toFixed(0) ?? '—'} ms, amount → quote ${run.amountToQuoteMs?.toFixed(0) ?? '—'} ms`,
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
    await devnet?.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

/** The devnet's EVM chains (ephemeral ports, their file in `dir`) and a cloud in development quoting over their pools. */
async function startSwapServices(dir: string): Promise<{ devnet: Devnet<'eip155'>; cloud: BenchCloud }> {
  const { devnet, file } = await startEvmDevnetWithFile(dir)
  try {
    return { devnet, cloud: await startBenchCloud({ DEVNET_ENDPOINTS_FILE: file }) }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

async function summaries(runs: readonly SwapQuoteRun[], distDir: string) {
  return {
    byCpu: summarizeFlowRuns(runs, SWAP_QUOTE_STEPS),
    lazyChunks: distDir ? await priceLazyChunks(runs, distDir) : [],
  }
}
