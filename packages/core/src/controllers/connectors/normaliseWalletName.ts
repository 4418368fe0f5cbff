import { walletDisplayName } from '../../format/walletDisplayName.js'

/** A wallet name reduced for matching: alias applied, case and punctuation ignored. */
export function normaliseWalletName(name: string): string {
  return walletDisplayName(name.trim())
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}
