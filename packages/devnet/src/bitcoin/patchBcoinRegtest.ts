import { bcoin } from './bcoin.js'

/** BIP9 window on the devnet: SegWit is ACTIVE after 3 × 16 blocks instead of 3 × 144. */
export const REGTEST_MINER_WINDOW = 16

/**
 * Makes bcoin's regtest match Bitcoin Core's: Core's address and key prefixes (bcrt1…, m/n…, 2…, WIF c…)
 * instead of bcoin's own, and a short BIP9 window so SegWit activates in the first blocks mined at start.
 * Idempotent; bcoin's network table is process-wide.
 */
export function patchBcoinRegtest(): void {
  const regtest = bcoin.networks.regtest
  Object.assign(regtest.addressPrefix, { bech32: 'bcrt', pubkeyhash: 0x6f, scripthash: 0xc4 })
  regtest.keyPrefix.privkey = 0xef
  regtest.minerWindow = REGTEST_MINER_WINDOW
  regtest.activationThreshold = (REGTEST_MINER_WINDOW * 3) / 4
}
