import type { Browser } from 'playwright-core'
import type { BenchAppId } from '../apps/benchApps.js'
import { measureRun } from './measureRun.js'
import { measureWalletConnect } from './measureWalletConnect.js'
import type { RunResult } from './runResult.js'
import { walletConnectApps } from './walletConnectApps.js'

export type RoundPlan = { cpu: number; rounds: number; record: boolean }
export type RunTarget = { app: BenchAppId; url: string }

/**
 * Runs every pass of the plan in order; in each round every app once, the starting app rotating
 * from round to round so no app always runs first. Unrecorded passes are warm-ups. With a relay, each app with a
 * WalletConnect QR (walletConnectApps) also gets a WalletConnect visit on it, right after its main run.
 */
export async function runRounds(
  browser: Browser,
  targets: readonly RunTarget[],
  plan: readonly RoundPlan[],
  inpage: string,
  shotsDir: string,
  log: (line: string) => void,
  relayUrl?: string,
): Promise<RunResult[]> {
  const results: RunResult[] = []
  let rotation = 0
  for (const pass of plan) {
    for (let round = 1; round <= pass.rounds; round++) {
      const offset = rotation++ % Math.max(1, targets.length)
      const order = [...targets.slice(offset), ...targets.slice(0, offset)]
      for (const target of order) {
        const result = await measureRun(browser, { ...target, cpu: pass.cpu, round, inpage, shotsDir })
        const label = pass.record ? `${pass.cpu}x r${round}` : 'warm-up'
        log(
          `  ${label} ${target.app}: button ${result.buttonMs?.toFixed(0) ?? '—'} ms, list ${result.listVisibleMs?.toFixed(0) ?? '—'}/${result.listSettledMs?.toFixed(0) ?? '—'} ms, address ${result.addressMs?.toFixed(0) ?? '—'} ms${result.error ? ` — ${result.error}` : ''}`,
        )
        const setup = relayUrl === undefined ? undefined : walletConnectApps[target.app]
        if (setup && relayUrl !== undefined) {
          const options = { ...target, relayUrl, cpu: pass.cpu, round, inpage, shotsDir }
          const visit = await measureWalletConnect(browser, setup, options)
          result.walletConnect = visit
          log(
            `  ${label} ${target.app} WalletConnect: QR ${visit.qrMs?.toFixed(0) ?? '—'} ms, scanned→address ${visit.scanToAddressMs?.toFixed(0) ?? '—'} ms${visit.error ? ` — ${visit.error}` : ''}`,
          )
        }
        if (pass.record) results.push(result)
      }
    }
  }
  return results
}
