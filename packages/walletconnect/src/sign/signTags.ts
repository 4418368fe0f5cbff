/** Relay tags and TTLs (seconds) of the Sign protocol's messages: [request tag, response tag, ttl]. */
export const SIGN_METHODS = {
  wc_sessionPropose: [1100, 1101, 300],
  wc_sessionSettle: [1102, 1103, 300],
  wc_sessionUpdate: [1104, 1105, 86_400],
  wc_sessionExtend: [1106, 1107, 86_400],
  wc_sessionRequest: [1108, 1109, 300],
  wc_sessionEvent: [1110, 1111, 300],
  wc_sessionDelete: [1112, 1113, 86_400],
  wc_sessionPing: [1114, 1115, 30],
  wc_pairingDelete: [1000, 1001, 86_400],
  wc_pairingPing: [1002, 1003, 30],
} as const satisfies Record<string, readonly [number, number, number]>

export type SignMethod = keyof typeof SIGN_METHODS
