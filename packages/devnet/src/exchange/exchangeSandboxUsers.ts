/**
 * The exchange sandbox's test users (password `portico-local` for both): `trader` holds enough of every asset and
 * its payments are sent; `broke` holds nothing, so its payments fail.
 */
export const EXCHANGE_TEST_USERS = {
  trader: 'trader@exchange.local',
  broke: 'broke@exchange.local',
} as const

/** The one password of the test users. Public: a sandbox stand-in, never a real credential. */
export const EXCHANGE_TEST_PASSWORD = 'portico-local'
