import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'

/** Bitcoin Core's regtest prefixes (`bcrt1…`; legacy ones are testnet's). */
const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: 'bcrt' }

/**
 * The prefixes @scure/btc-signer reads an address with, from the address itself: mainnet (`bc1…`,
 * `1…`, `3…`), regtest (`bcrt1…`) or testnet/signet (the rest). Read from the address, not the
 * network, so a regtest node standing in for another chain still spends its own coins.
 */
export function addressNetworkOf(address: string): typeof NETWORK {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return REGTEST_NETWORK
  if (lower.startsWith('bc1') || /^[13]/.test(address)) return NETWORK
  return TEST_NETWORK
}
