import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinAddressPurpose } from '../features/BitcoinConnectFeature.js'
import type { BitcoinAccount } from './BitcoinAccount.js'

/** Taproot (segwit v1) addresses on mainnet, testnet/signet and regtest: where wallets keep ordinals. */
const TAPROOT_ADDRESS = /^(bc|tb|bcrt)1p/i

const hex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The documented Bitcoin accounts for a wallet's accounts. With the purposes of `bitcoin:connect` (one
 * account per purpose, same order) the types follow them; without (accounts read back on a
 * reconnect) a lone account is the payment account, and among several, Taproot ones are ordinals.
 * Payment accounts come first.
 */
export function toBitcoinAccounts(
  accounts: readonly WalletAccount[],
  purposes?: readonly BitcoinAddressPurpose[],
): BitcoinAccount[] {
  const typeOf = (account: WalletAccount, index: number): BitcoinAccount['type'] => {
    const purpose = purposes?.[index]
    if (purpose) return purpose === 'ordinals' ? 'ordinal' : 'payment'
    return accounts.length > 1 && TAPROOT_ADDRESS.test(account.address) ? 'ordinal' : 'payment'
  }
  const converted = accounts.map((account, index): BitcoinAccount => {
    const path = (account as { derivationPath?: unknown }).derivationPath
    return {
      namespace: 'bip122',
      address: account.address,
      type: typeOf(account, index),
      publicKey: hex(account.publicKey),
      ...(typeof path === 'string' ? { path } : {}),
    }
  })
  return [
    ...converted.filter((account) => account.type === 'payment'),
    ...converted.filter((account) => account.type === 'ordinal'),
  ]
}
