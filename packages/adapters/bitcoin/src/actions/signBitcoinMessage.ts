import { WalletFeatureMissingError } from '@portico/adapter-kit'
import { type BitcoinSession, walletAccountOf } from '../connectors/BitcoinSession.js'
import { BitcoinSignMessage, type BitcoinSignMessageFeature } from '../features/BitcoinSignMessageFeature.js'
import { toBase64 } from './toBase64.js'

/**
 * Signs the UTF-8 bytes of `message` with `bitcoin:signMessage`; returns the wallet's signature as base64
 * text, as Bitcoin wallets show signatures (BIP-137 from ECDSA wallets such as Portico's test wallet,
 * BIP-322 from wallets that sign that way).
 */
export async function signBitcoinMessage({
  session,
  address,
  message,
}: {
  session: BitcoinSession
  address: string
  message: string
}): Promise<string> {
  const { wallet } = session
  const feature = (wallet.features as Partial<BitcoinSignMessageFeature>)[BitcoinSignMessage]
  const missing = () =>
    new WalletFeatureMissingError({ feature: BitcoinSignMessage, walletName: wallet.name })
  if (!feature) throw missing()
  const [output] = await feature.signMessage({
    account: walletAccountOf(session, address),
    message: new TextEncoder().encode(message),
  })
  if (!output) throw missing()
  return toBase64(output.signature)
}
