import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Client } from './openClient.js'

/** What every publisher of a live run shares: its pace, when to stop, and where to note what it sent and saw. */
export type PublishPlan = {
  rate: number
  deadline: number
  /** Each message's publish time, for the delivery latency. */
  sentAt: Map<string, number>
  padding: string
  /** Publish sent → acknowledgement received, in ms. */
  acknowledged: number[]
}

/**
 * Publishes to `topic` at `rate` a second until `deadline`; returns how many it offered. Each publisher starts at a
 * random point of its first period, as independent wallets and dapps would: started together, the publishers would
 * stay in step and every period would open with a burst of one publish per publisher, so the bench would measure
 * how long a node takes to clear that burst rather than a message's delivery. ARRIVALS=aligned keeps them in step.
 */
export async function publishUntil(
  publisher: Client,
  topic: string,
  { label, rate, deadline, sentAt, padding, acknowledged }: PublishPlan & { label: string },
  onError: () => void,
): Promise<number> {
  let sequence = 0
  if (process.env.ARRIVALS !== 'aligned') await sleep((Math.random() * 1_000) / rate)
  while (performance.now() < deadline) {
    const started = performance.now()
    const message = `${label}.${sequence++}.${padding}`
    sentAt.set(message, started)
    await publisher
      .send('irn_publish', { topic, message, ttl: 300, tag: 1108 })
      .then(() => acknowledged.push(performance.now() - started), onError)
    const wait = 1_000 / rate - (performance.now() - started)
    if (wait > 0) await sleep(wait)
  }
  return sequence
}
