import type { Client } from './openClient.js'

type ReplayPlan = { count: number; padding: string; sentAt: Map<string, number> }

/**
 * Before a replay is measured: each topic's publisher (`publishers[t]` for `topics[t]`) stores `count` messages on it
 * while nobody listens, the topics side by side; returns how many publishes the relay refused.
 */
export async function storeForReplay(
  publishers: readonly (Client | undefined)[],
  topics: readonly string[],
  plan: ReplayPlan,
): Promise<number> {
  const refused = await Promise.all(
    topics.map((topic, index) => {
      const publisher = publishers[index]
      return publisher ? storeOnTopic(publisher, topic, { ...plan, label: String(index) }) : 0
    }),
  )
  return refused.reduce((sum, count) => sum + count, 0)
}

/** Stores `count` messages on `topic`, one after the other; returns how many the relay refused. */
async function storeOnTopic(
  publisher: Client,
  topic: string,
  { label, count, padding, sentAt }: ReplayPlan & { label: string },
): Promise<number> {
  let refused = 0
  for (let sequence = 0; sequence < count; sequence += 1) {
    const message = `${label}.${sequence}.${padding}`
    sentAt.set(message, 0)
    await publisher.send('irn_publish', { topic, message, ttl: 300, tag: 1108 }).catch(() => {
      refused += 1
    })
  }
  return refused
}
