import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { DEVNET_EVM_MNEMONIC } from '../evm/devnetEvmAccounts.js'
import { cosmosAddress } from './cosmosAddress.js'

export type DevnetCosmosAccount = {
  address: string
  /** Hex secp256k1 private key: `DirectSecp256k1Wallet.fromKey(fromHex(privateKey), 'portico')`. */
  privateKey: string
  /** Compressed public key, hex. */
  publicKey: string
  /** HD path under {@link DEVNET_COSMOS_MNEMONIC} (`makeCosmoshubPath(i)`). */
  hdPath: string
}

/** The same public test mnemonic as the EVM accounts, on the Cosmos Hub path m/44'/118'/0'/0/i. */
export const DEVNET_COSMOS_MNEMONIC = DEVNET_EVM_MNEMONIC

/** uptc each dev account holds at start (1,000,000 PTC). */
export const DEVNET_COSMOS_ACCOUNT_BALANCE = 1_000_000_000_000n

const root = HDKey.fromMasterSeed(mnemonicToSeedSync(DEVNET_COSMOS_MNEMONIC))

/** Ten funded accounts, the same on every start. Public keys: never use them for real funds. */
export const devnetCosmosAccounts: readonly DevnetCosmosAccount[] = Array.from({ length: 10 }, (_, index) => {
  const hdPath = `m/44'/118'/0'/0/${index}`
  const privateKey = root.derive(hdPath).privateKey
  if (!privateKey) throw new Error(`no key at ${hdPath}`)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  return {
    address: cosmosAddress(publicKey),
    privateKey: bytesToHex(privateKey),
    publicKey: bytesToHex(publicKey),
    hdPath,
  }
})
