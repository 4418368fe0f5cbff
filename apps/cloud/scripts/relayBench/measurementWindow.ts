import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { postgresCpuSeconds } from './postgresCpu.js'

const share = (value: number) => Math.round(value * 100) / 100

/** What the machine did over the measured window, beside the relay's figures. */
export type WindowUsage = {
  /** The 1-minute load average's peak, sampled every second. */
  loadDuring: number
  /** The bench's own process (every client): CPU (1 = one core) and event-loop use. */
  clients: { cpuShare: number; eventLoopUtilization: number }
  /** PostgreSQL's processes' CPU (1 = one core), when there is /proc to read. */
  postgresCpuShare?: number
}

/**
 * Opens the measured window now: samples the load average every second until `stopSampling`, and reads this
 * process's CPU and event loop and PostgreSQL's CPU at the open and at `close`.
 */
export function openMeasurementWindow(): { stopSampling(): void; close(): WindowUsage } {
  const loadSamples: number[] = []
  const sampler = setInterval(() => loadSamples.push(loadavg()[0] ?? 0), 1_000)
  const startedAt = performance.now()
  const cpuBefore = process.cpuUsage()
  const eluBefore = performance.eventLoopUtilization()
  const postgresBefore = postgresCpuSeconds()
  return {
    stopSampling: () => clearInterval(sampler),
    close() {
      const seconds = (performance.now() - startedAt) / 1_000
      const cpu = process.cpuUsage(cpuBefore)
      const postgresAfter = postgresCpuSeconds()
      return {
        loadDuring: share(Math.max(0, ...loadSamples)),
        clients: {
          cpuShare: share((cpu.user + cpu.system) / 1e6 / seconds),
          eventLoopUtilization: share(performance.eventLoopUtilization(eluBefore).utilization),
        },
        ...(postgresBefore !== undefined && postgresAfter !== undefined
          ? { postgresCpuShare: share((postgresAfter - postgresBefore) / seconds) }
          : {}),
      }
    },
  }
}
