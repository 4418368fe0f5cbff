import { bytesToHex } from '@noble/hashes/utils.js'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2wpkh, WIF } from '@scure/btc-signer'
import { DEVNET_EVM_MNEMONIC } from '../evm/devnetEvmAccounts.js'

/** Bitcoin Core's regtest parameters, for @scure/btc-signer (`bcrt1…` addresses, WIF prefix 0xef). */
export const REGTEST_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

export type DevnetBitcoinAccount = {
  /** Native SegWit (P2WPKH) address. */
  address: string
  /** Hex private key. */
  privateKey: string
  /** Regtest WIF (`c…`). */
  wif: string
  /** Compressed public key, hex. */
  publicKey: string
  /** BIP84 path under {@link DEVNET_BITCOIN_MNEMONIC}. */
  hdPath: string
}

/** The same public test mnemonic as the EVM accounts, on BIP84 testnet paths m/84'/1'/0'/0/i. */
export const DEVNET_BITCOIN_MNEMONIC = DEVNET_EVM_MNEMONIC

const root = HDKey.fromMasterSeed(mnemonicToSeedSync(DEVNET_BITCOIN_MNEMONIC))

/** Ten funded wallets (coinbase outputs mined to them at start). Public keys: never use them for real funds. */
export const devnetBitcoinAccounts: readonly DevnetBitcoinAccount[] = Array.from(
  { length: 10 },
  (_, index) => {
    const hdPath = `m/84'/1'/0'/0/${index}`
    const key = root.derive(hdPath)
    if (!key.privateKey || !key.publicKey) throw new Error(`no key at ${hdPath}`)
    const address = p2wpkh(key.publicKey, REGTEST_NETWORK).address ?? ''
    return {
      address,
      privateKey: bytesToHex(key.privateKey),
      wif: WIF(REGTEST_NETWORK).encode(key.privateKey),
      publicKey: bytesToHex(key.publicKey),
      hdPath,
    }
  },
)

/** Where interval and on-demand blocks are mined when no address is given (not one of the dev wallets). */
export const devnetBitcoinMiner = (() => {
  const key = root.derive("m/84'/1'/0'/1/0")
  return p2wpkh(key.publicKey as Uint8Array, REGTEST_NETWORK).address ?? ''
})()
