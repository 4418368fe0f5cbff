import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'

/** The networks whose addresses a Bitcoin signature may be checked against. */
export const BITCOIN_NETWORKS = [NETWORK, TEST_NETWORK, { ...TEST_NETWORK, bech32: 'bcrt' }] as const
