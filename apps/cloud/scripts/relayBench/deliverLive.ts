import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Client } from './openClient.js'
import { type PublishPlan, publishUntil } from './publishUntil.js'

/** How long deliveries still on their way when the publishing stopped may take and count. */
const DRAIN_MS = 2_000

/**
 * The live case's measured window: each topic's publisher (`publishers[t]` for `topics[t]`) publishes at the plan's
 * rate until its deadline, then the deliveries on their way may arrive for DRAIN_MS more. Returns the publishes each
 * topic offered.
 */
export async function deliverLive(
  publishers: readonly (Client | undefined)[],
  topics: readonly string[],
  plan: PublishPlan,
  onError: () => void,
): Promise<number[]> {
  const offered = await Promise.all(
    topics.map((topic, index) => {
      const publisher = publishers[index]
      if (!publisher) return 0
      return publishUntil(publisher, topic, { ...plan, label: String(index) }, onError)
    }),
  )
  const drainUntil = performance.now() + DRAIN_MS
  while (plan.sentAt.size > 0 && performance.now() < drainUntil) await sleep(50)
  return offered
}
