import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'

/** The Substrate dev accounts, funded at start: sr25519 key pairs from the well-known dev seed. */
export const devnetPolkadotAccountNames = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie'] as const

/** Asset Hub (statemine runtime) SS58 prefix, as the chain reports it. */
export const DEVNET_POLKADOT_SS58_PREFIX = 2

/** Free balance of each dev account at start: 1,000,000 units of 12 decimals. */
export const DEVNET_POLKADOT_ACCOUNT_BALANCE = 1_000_000n * 10n ** 12n

export type DevnetPolkadotAccount = {
  name: string
  /** Secret URI: `new Keyring({ type: 'sr25519' }).addFromUri(uri)`. */
  uri: string
  /** SS58 address with the chain's prefix (2). */
  address: string
  publicKey: string
}

/** The dev accounts with their addresses (sr25519 needs the crypto wasm, hence async). */
export async function devnetPolkadotAccounts(): Promise<DevnetPolkadotAccount[]> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: DEVNET_POLKADOT_SS58_PREFIX })
  return devnetPolkadotAccountNames.map((name) => {
    const pair = keyring.addFromUri(`//${name}`)
    return {
      name,
      uri: `//${name}`,
      address: pair.address,
      publicKey: `0x${Buffer.from(pair.publicKey).toString('hex')}`,
    }
  })
}
