import { randomUUID } from 'node:crypto'
import type { RedisLink } from '../cluster/connectRedis.js'
import type { Logger } from '../log/createLogger.js'
import type { RelayMessage } from './RelayMessage.js'
import { RELAY_CHANNEL_PREFIX, relayChannel } from './relayChannel.js'

/** A socket's side of the hub: who it is, and how a message reaches it. */
export type RelaySubscriber = {
  clientId: string
  deliver(message: RelayMessage): void
  /** Called after a lost Redis link is back: messages of other nodes may have been missed meanwhile. */
  resync(): void
}

/** Which sockets of this node listen to which topic, and the hand-over of messages between nodes. */
export type RelayHub = {
  /** Resolves once messages of other nodes on `topic` reach this node too. */
  subscribe(topic: string, subscriber: RelaySubscriber): Promise<void>
  unsubscribe(topic: string, subscriber: RelaySubscriber): void
  /** Hands a newly stored message to the topic's subscribers on every node (never to its publisher). */
  publish(message: RelayMessage): void
  /** Topics with at least one subscriber on this node. */
  readonly topicCount: number
}

type Envelope = { node: string; message: RelayMessage }

/**
 * One node alone (no Redis): subscriptions and delivery in memory. With Redis: a node subscribes to a topic's
 * channel while one of its sockets listens to the topic, and publishes each new message on it; the mailbox in the
 * database stays the source of truth (a message missed while Redis was away is replayed from it).
 */
export function createRelayHub(redis: RedisLink | undefined, logger: Logger): RelayHub {
  const node = randomUUID()
  const log = logger.child({ component: 'relay-hub' })
  const topics = new Map<string, Set<RelaySubscriber>>()

  const deliverLocally = (message: RelayMessage) => {
    for (const subscriber of topics.get(message.topic) ?? []) {
      if (subscriber.clientId !== message.publisher) subscriber.deliver(message)
    }
  }

  if (redis) {
    redis.subscriber.on('message', (channel: string, text: string) => {
      if (!channel.startsWith(RELAY_CHANNEL_PREFIX)) return
      let envelope: Envelope
      try {
        envelope = JSON.parse(text) as Envelope
      } catch {
        log.warn('relay: unreadable message from Redis', { channel })
        return
      }
      if (envelope.node !== node) deliverLocally(envelope.message)
    })
    redis.onRestored(() => {
      for (const subscribers of topics.values()) for (const subscriber of subscribers) subscriber.resync()
    })
  }

  return {
    async subscribe(topic, subscriber) {
      let subscribers = topics.get(topic)
      if (!subscribers) {
        subscribers = new Set()
        topics.set(topic, subscribers)
      }
      subscribers.add(subscriber)
      if (redis && subscribers.size === 1) {
        await redis.subscriber.subscribe(relayChannel(topic)).catch((error: unknown) => {
          log.warn('relay: could not subscribe through Redis; the mailbox replays on reconnect', {
            reason: error instanceof Error ? error.message : String(error),
          })
        })
      }
    },

    unsubscribe(topic, subscriber) {
      const subscribers = topics.get(topic)
      if (!subscribers?.delete(subscriber) || subscribers.size > 0) return
      topics.delete(topic)
      redis?.subscriber.unsubscribe(relayChannel(topic)).catch(() => undefined)
    },

    publish(message) {
      deliverLocally(message)
      if (!redis) return
      const envelope: Envelope = { node, message }
      redis.commands
        .publish(relayChannel(message.topic), JSON.stringify(envelope))
        .catch((error: unknown) => {
          log.warn('relay: could not hand a message to other nodes; they replay it from the mailbox', {
            reason: error instanceof Error ? error.message : String(error),
          })
        })
    },

    get topicCount() {
      return topics.size
    },
  }
}
