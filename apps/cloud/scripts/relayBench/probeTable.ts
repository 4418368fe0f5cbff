import type { RelayBenchResult } from './relayBenchResult.js'
import type { Summary } from './summarize.js'

const ms = ({ p50, p99 }: Summary) => `${p50} / ${p99}`

/**
 * Where a run's time went, as markdown: the processes' CPU (1 = one core) and each node's event loop and stages over
 * the measured window, beside what the publishers saw of their acknowledgements. Durations are p50 / p99 ms.
 */
export function probeTable(result: RelayBenchResult): string {
  const { clients, postgresCpuShare, acknowledged } = result
  const lines = [
    `Clients (one process): CPU ${clients.cpuShare}, event loop busy ${clients.eventLoopUtilization}; ` +
      `publish → acknowledged ${ms(acknowledged)} ms` +
      (postgresCpuShare === undefined ? '' : `; PostgreSQL CPU ${postgresCpuShare}`),
    '',
    '| node | CPU | CPU ms a delivered message | event loop busy | loop delay p50 / p99 / max | publish answered | store wait | push | message writes: n, rows each, ms | ack writes: n, rows each, ms |',
    '|---|---:|---:|---:|---|---|---|---|---|---|',
  ]
  result.nodeProbes.forEach((probe, index) => {
    const writes = ({ statements, rowsPerStatement, ms: took }: typeof probe.messageWrites) =>
      `${statements}, ${rowsPerStatement}, ${ms(took)}`
    const { p50, p99, max } = probe.eventLoopDelay
    // Each message is published on one node and delivered on one: a node's share is its CPU over the run's messages.
    const delivered = result.deliveredPerSecond * result.seconds
    const perMessage =
      delivered === 0 ? 0 : Math.round(((probe.cpuShare * probe.seconds * 1_000) / delivered) * 100) / 100
    lines.push(
      `| ${index + 1} | ${probe.cpuShare} | ${perMessage} | ${probe.eventLoopUtilization} | ${p50} / ${p99} / ${max} | ${ms(probe.publishAnswer)} | ${ms(probe.storeWait)} | ${ms(probe.push)} | ${writes(probe.messageWrites)} | ${writes(probe.ackWrites)} |`,
    )
  })
  return lines.join('\n')
}
