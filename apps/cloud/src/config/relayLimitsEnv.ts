import { z } from 'zod'
import type { RelayLimits } from '../relay/RelayLimits.js'

/** The variables that set the relay's limits (docs/cloud.md#limits); unset ones keep RelayLimits' defaults. */
const RELAY_LIMIT_VARIABLES = {
  RELAY_MAX_SOCKETS: 'maxSockets',
  RELAY_MAX_SOCKETS_PER_ADDRESS: 'maxSocketsPerAddress',
  RELAY_CONNECTIONS_PER_ADDRESS_PER_MINUTE: 'connectionsPerAddressPerMinute',
  RELAY_PUBLISHES_PER_MINUTE: 'publishesPerMinute',
  RELAY_PUBLISHES_PER_ADDRESS_PER_MINUTE: 'publishesPerAddressPerMinute',
  RELAY_FETCH_MAX_TOPICS: 'maxFetchTopics',
  RELAY_FETCHES_PER_SOCKET_PER_MINUTE: 'fetchesPerSocketPerMinute',
  RELAY_READ_TOPICS_PER_ADDRESS_PER_MINUTE: 'readTopicsPerAddressPerMinute',
  RELAY_MAILBOX_MAX_MESSAGES_PER_PROJECT: 'maxMailboxMessagesPerProject',
  RELAY_MAILBOX_MAX_BYTES_PER_PROJECT: 'maxMailboxBytesPerProject',
  RELAY_MAX_JWT_LIFETIME_SECONDS: 'maxJwtLifetimeSeconds',
} as const satisfies Record<string, keyof RelayLimits>

type RelayLimitVariable = keyof typeof RELAY_LIMIT_VARIABLES

/** The zod entries of those variables, for the configuration's schema: each a positive integer. */
export const relayLimitsEnv = Object.fromEntries(
  Object.keys(RELAY_LIMIT_VARIABLES).map((name) => [name, z.coerce.number().int().min(1).optional()]),
) as Record<RelayLimitVariable, z.ZodOptional<z.ZodCoercedNumber<unknown>>>

/** The relay limits the parsed variables set. */
export function relayLimitsOf(
  env: Partial<Record<RelayLimitVariable, number | undefined>>,
): Partial<RelayLimits> {
  const limits: Partial<RelayLimits> = {}
  for (const [name, key] of Object.entries(RELAY_LIMIT_VARIABLES)) {
    const value = env[name as RelayLimitVariable]
    if (value !== undefined) limits[key] = value
  }
  return limits
}
