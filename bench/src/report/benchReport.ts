import type { BenchAppId } from '../apps/benchApps.js'
import type { RunResult } from '../browser/runResult.js'
import type { EmailLoginTimings } from '../embedded/measureEmailLogin.js'
import type { SmartAccountTimings } from '../embedded/measureSmartAccount.js'
import type { BuyTimings } from '../onramp/measureBuy.js'
import type { CompressedSize, GzipSize } from '../size/compressedSize.js'
import type { Summary } from '../stats/summarize.js'
import type { SwapQuoteTimings } from '../swaps/measureSwapQuote.js'

/** Timings and counts summarised per CPU rate ("1x", "4x"). */
export const runMetrics = [
  'buttonMs',
  'dclMs',
  'fcpMs',
  'tbtMs',
  'longestTaskMs',
  'heapMiB',
  'listVisibleMs',
  'listSettledMs',
  'addressMs',
  'addressAfterWalletMs',
  'walletConnectQrMs',
  'walletConnectScanToAddressMs',
  'externalBeforeInteraction',
  'externalClickToList',
  'externalAll',
] as const

export type RunMetric = (typeof runMetrics)[number]

export type SizeWithFiles = CompressedSize & { files: number }

export type AppReport = {
  id: BenchAppId
  label: string
  kind: 'workspace' | 'peer'
  versions: Record<string, string>
  build: { ok: boolean; ms: number; error?: string }
  sizes?: {
    initialJs: SizeWithFiles
    initialCss: SizeWithFiles
    allJs: GzipSize & { files: number }
    /** Same-origin JS the page fetched by button + 2 s (first clean CPU-1x run). */
    fetchedJs: GzipSize & { files: number }
    /** Initial JS minified characters by npm package, largest first. */
    packages: [string, number][]
    /** Each feature's lazy chunk gzip (measureBundle's featureChunks). */
    featureChunks?: [string, GzipSize][]
  }
  runs: RunResult[]
  summary: Record<string, Partial<Record<RunMetric, Summary | null>>>
  /** Distinct blocked hosts over all runs, with the phases they were seen in. */
  externalHosts: Record<string, string[]>
  failedRuns: number
}

export type BenchReport = {
  date: string
  machine: {
    cpus: number
    cpuModel: string
    memoryGiB: number
    os: string
    node: string
    chromium: string
    /** 1-minute load average when the timings started and when they ended (the VM is shared). */
    loadAverage: [number, number]
  }
  mode: 'full' | 'quick'
  rounds: Record<string, number>
  warmup: boolean
  durationsMs: Record<string, number>
  budget: { line: string; ok: boolean } | { line: string; ok: null }
  apps: AppReport[]
  /** The embedded wallet's e-mail login timings (Portico only; absent when Portico was not measured). */
  emailLogin?: EmailLoginTimings
  /** The embedded wallet's smart-account timings (Portico only; absent when Portico was not measured). */
  smartAccount?: SmartAccountTimings
  /** Account → Buy → quotes at each CPU rate (Portico only; absent when Portico was not measured). */
  buy?: BuyTimings
  swapQuote?: SwapQuoteTimings
}
