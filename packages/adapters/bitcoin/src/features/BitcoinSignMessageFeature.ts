import type { WalletAccount } from '@wallet-standard/base'

export const BitcoinSignMessage = 'bitcoin:signMessage'

/**
 * `bitcoin:signMessage`: signs raw message bytes with an account. The wallet prefixes the message
 * itself ("Bitcoin Signed Message") and chooses the signature scheme (BIP-137 legacy ECDSA or
 * BIP-322); the signature comes back as bytes.
 */
export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
    ) => Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}
