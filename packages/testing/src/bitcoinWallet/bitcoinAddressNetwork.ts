import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'

/** Bitcoin Core's regtest address and key prefixes (`bcrt1…`, WIF 0xef), as the devnet uses them. */
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/** The address prefixes of a Wallet Standard Bitcoin chain (`bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`). */
export function bitcoinAddressNetwork(chain: string): typeof NETWORK {
  if (chain === 'bitcoin:mainnet') return NETWORK
  if (chain === 'bitcoin:testnet') return TEST_NETWORK
  if (chain === 'bitcoin:regtest') return REGTEST
  throw new RangeError(`the Bitcoin test wallet does not know the chain ${chain}`)
}
