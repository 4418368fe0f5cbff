/** The Redis channel on which cloud nodes hand each other the messages published on one relay topic. */
export function relayChannel(topic: string): string {
  return `${RELAY_CHANNEL_PREFIX}${topic}`
}

export const RELAY_CHANNEL_PREFIX = 'portico:relay:topic:'
