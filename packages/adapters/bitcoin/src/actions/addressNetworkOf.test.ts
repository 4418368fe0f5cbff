import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'
import { expect, it } from 'vitest'
import { addressNetworkOf } from './addressNetworkOf.js'

it('reads the prefixes from the address: mainnet, regtest, else testnet', () => {
  expect(addressNetworkOf('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(NETWORK)
  expect(addressNetworkOf('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(NETWORK)
  expect(addressNetworkOf('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw').bech32).toBe('bcrt')
  expect(addressNetworkOf('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(TEST_NETWORK)
})
