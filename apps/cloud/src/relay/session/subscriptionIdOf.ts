import { createHash } from 'node:crypto'

/** The subscription id the relay answers for a client's topic: the same on every node and every socket. */
export function subscriptionIdOf(clientId: string, topic: string): string {
  return createHash('sha256').update(`${clientId}:${topic}`).digest('hex')
}
