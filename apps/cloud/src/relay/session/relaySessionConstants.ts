/** Tags the relay gives the messages it publishes for wc_proposeSession and wc_approveSession. */
export const SESSION_TAG = { proposal: 1100, proposalResponse: 1101, sessionSettle: 1102 } as const
/** TTL of those messages when the client gives none (the clients' own default). */
export const DEFAULT_TTL_SECONDS = 300
/** How long the relay keeps a wallet subscribed to a session topic it subscribed it to (a session's default life). */
export const SESSION_SUBSCRIPTION_MS = 7 * 24 * 60 * 60 * 1_000
/** Messages replayed to one socket per subscribe or fetch. */
export const REPLAY_LIMIT = 500
/** Message ids a socket remembers having pushed, so a message arriving twice (replay and live) is pushed once. */
export const SEEN_LIMIT = 5_000
