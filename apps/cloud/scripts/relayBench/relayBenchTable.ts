import { probeTable } from './probeTable.js'
import type { RelayBenchResult } from './relayBenchResult.js'

/** The result as the markdown table `bench.ts` prints: the run, its figures, then where the time went. */
export function relayBenchTable(result: RelayBenchResult): string {
  return [
    `Relay: ${result.sockets} WebSocket clients on ${result.nodes === 1 ? 'one node' : `${result.nodes} nodes and Redis`} (${result.storage}), ${result.subscribers} subscriber(s) a topic, ${result.replay > 0 ? `a replay of ${result.replay} messages a topic` : `${result.rate} publishes/s per publisher`}, ${result.seconds} s, 127.0.0.1, ${result.cores} cores`,
    '',
    '| sockets open | open in s | publishes/s offered | messages/s delivered | delivery p50 ms | p99 ms | errors | load avg (1 min) before → peak during |',
    '|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${result.opened} / ${result.sockets} | ${result.openSeconds} | ${result.offeredPerSecond} | ${result.deliveredPerSecond} | ${result.p50} | ${result.p99} | ${result.errors} | ${result.loadBefore} → ${result.loadDuring} |`,
    '',
    probeTable(result),
  ].join('\n')
}
