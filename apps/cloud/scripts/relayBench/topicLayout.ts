/** Which socket does what: topic t has subscribers t·k … t·k + k − 1, then (after every subscriber) its publisher. */
export type TopicLayout = {
  /** Topics, one publisher each. */
  pairs: number
  /** Subscriber sockets, the first `listeners` of every socket. */
  listeners: number
  /** The topic of socket `index` (a subscriber's or a publisher's). */
  topicOf(index: number): number
  /** The node URL socket `index` opens on. */
  nodeOf(index: number): string
}

/**
 * `sockets` split into topics of `subscribers` subscriber sockets and one publisher (SUBSCRIBERS=k: as a topic that
 * several of a wallet's tabs listen to). A topic's subscribers are on node t, its publisher on the next node: with
 * several nodes every message crosses Redis.
 */
export function topicLayout(sockets: number, subscribers: number, urls: readonly string[]): TopicLayout {
  const pairs = Math.floor(sockets / (subscribers + 1))
  const listeners = pairs * subscribers
  const topicOf = (index: number) => (index < listeners ? Math.floor(index / subscribers) : index - listeners)
  return {
    pairs,
    listeners,
    topicOf,
    nodeOf: (index) => urls[(topicOf(index) + (index < listeners ? 0 : 1)) % urls.length] as string,
  }
}
