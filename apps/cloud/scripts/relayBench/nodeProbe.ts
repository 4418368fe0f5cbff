/**
 * Loaded into each bench node (`node --import`): what the node itself spent during the measured window, so the bench
 * can tell the relay's time from its clients' and the machine's. SIGUSR2 opens the window; the next SIGUSR2 closes it
 * and prints one line `{"relayProbe":…}` (a `NodeProbe`) on stdout. It subscribes to the relay's diagnostics channels
 * (`src/relay/relayTrace.ts`), which the relay measures only while someone listens.
 */
import { subscribe } from 'node:diagnostics_channel'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import type { RelayFrameTrace, RelayStoreTrace, RelayWriteTrace } from '../../src/relay/relayTrace.js'
import { type Summary, summarize } from './summarize.js'

type WriterProbe = { statements: number; rowsPerStatement: number; ms: Summary; busyShare: number }

/** One node's window: shares are of the window's wall time; durations in ms. */
export type NodeProbe = {
  pid: number
  seconds: number
  /** CPU time (user + system, every thread) over wall time: 1 is one core. */
  cpuShare: number
  eventLoopUtilization: number
  eventLoopDelay: { p50: number; p99: number; max: number }
  /** A publish's mailbox write: from its store call to its row back (the group commit's wait and statement). */
  storeWait: Summary
  /** Handing a stored message to its subscribers' sockets. */
  push: Summary
  /** An `irn_publish` frame, from its handling to its answer. */
  publishAnswer: Summary
  messageWrites: WriterProbe
  ackWrites: WriterProbe
}

type Window = {
  startedAt: number
  cpu: NodeJS.CpuUsage
  elu: ReturnType<typeof performance.eventLoopUtilization>
  storeWait: number[]
  push: number[]
  publishAnswer: number[]
  writes: Record<RelayWriteTrace['writer'], { ms: number[]; rows: number }>
}

const delay = monitorEventLoopDelay({ resolution: 5 })
let window: Window | undefined

subscribe('portico:relay:store', (trace) => {
  const { startedAt, storedAt, pushedAt } = trace as RelayStoreTrace
  window?.storeWait.push(storedAt - startedAt)
  window?.push.push(pushedAt - storedAt)
})
subscribe('portico:relay:frame', (trace) => {
  const { method, receivedAt, answeredAt } = trace as RelayFrameTrace
  if (method === 'irn_publish') window?.publishAnswer.push(answeredAt - receivedAt)
})
subscribe('portico:relay:write', (trace) => {
  const { writer, rows, startedAt, endedAt } = trace as RelayWriteTrace
  const writes = window?.writes[writer]
  if (!writes) return
  writes.ms.push(endedAt - startedAt)
  writes.rows += rows
})

const open = () => {
  delay.reset()
  delay.enable()
  window = {
    startedAt: performance.now(),
    cpu: process.cpuUsage(),
    elu: performance.eventLoopUtilization(),
    storeWait: [],
    push: [],
    publishAnswer: [],
    writes: { messages: { ms: [], rows: 0 }, acks: { ms: [], rows: 0 } },
  }
}

const close = (opened: Window) => {
  delay.disable()
  const seconds = (performance.now() - opened.startedAt) / 1_000
  const cpu = process.cpuUsage(opened.cpu)
  const writes = (writer: RelayWriteTrace['writer']): WriterProbe => {
    const { ms, rows } = opened.writes[writer]
    return {
      statements: ms.length,
      rowsPerStatement: ms.length === 0 ? 0 : Math.round((rows / ms.length) * 10) / 10,
      ms: summarize(ms),
      busyShare: Math.round((ms.reduce((sum, each) => sum + each, 0) / (seconds * 1_000)) * 100) / 100,
    }
  }
  const probe: NodeProbe = {
    pid: process.pid,
    seconds: Math.round(seconds * 10) / 10,
    cpuShare: Math.round(((cpu.user + cpu.system) / 1_000 / (seconds * 1_000)) * 100) / 100,
    eventLoopUtilization: Math.round(performance.eventLoopUtilization(opened.elu).utilization * 100) / 100,
    eventLoopDelay: {
      p50: Math.round(delay.percentile(50) / 1e5) / 10,
      p99: Math.round(delay.percentile(99) / 1e5) / 10,
      max: Math.round(delay.max / 1e5) / 10,
    },
    storeWait: summarize(opened.storeWait),
    push: summarize(opened.push),
    publishAnswer: summarize(opened.publishAnswer),
    messageWrites: writes('messages'),
    ackWrites: writes('acks'),
  }
  process.stdout.write(`${JSON.stringify({ relayProbe: probe })}\n`)
}

process.on('SIGUSR2', () => {
  const opened = window
  if (!opened) return open()
  window = undefined
  close(opened)
})
