import { performance } from 'node:perf_hooks'

/** Counts the pushes subscribers receive while measuring, and each one's latency from its message's start time. */
export type DeliveryTally = {
  /** A message's publish time (or, replayed, its subscribe's); removed once all its pushes came. */
  sentAt: Map<string, number>
  /** The sockets' push handler. */
  onPush(data: { message: string }): void
  /** Counts pushes from now on (before: ignored), or stops counting. */
  measure(on: boolean): void
  delivered(): number
  /** Every counted push's latency in ms, in arrival order. */
  latencies: number[]
}

/** A tally for topics of `subscribers` sockets each: a message is done once that many pushes of it came. */
export function deliveryTally(subscribers: number): DeliveryTally {
  const sentAt = new Map<string, number>()
  // How many of a message's pushes are still to come.
  const pushesLeft = new Map<string, number>()
  const latencies: number[] = []
  let measuring = false
  let delivered = 0
  return {
    sentAt,
    latencies,
    onPush({ message }) {
      const started = sentAt.get(message)
      if (started === undefined || !measuring) return
      const left = (pushesLeft.get(message) ?? subscribers) - 1
      if (left > 0) pushesLeft.set(message, left)
      else {
        sentAt.delete(message)
        pushesLeft.delete(message)
      }
      delivered += 1
      latencies.push(performance.now() - started)
    },
    measure(on) {
      measuring = on
    },
    delivered: () => delivered,
  }
}
