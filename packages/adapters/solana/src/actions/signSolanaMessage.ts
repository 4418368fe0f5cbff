import { WalletFeatureMissingError } from '@portico/adapter-kit'
import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import { type SolanaSession, walletAccountOf } from '../connectors/SolanaSession.js'
import { encodeSignature } from './encodeSignature.js'

/**
 * Signs the UTF-8 bytes of `message` with `solana:signMessage`; returns the ed25519 signature as base58
 * text (Solana's encoding of signatures; EVM adapters return hex).
 */
export async function signSolanaMessage({
  session,
  address,
  message,
}: {
  session: SolanaSession
  address: string
  message: string
}): Promise<string> {
  const { wallet } = session
  const feature = (wallet.features as Partial<SolanaSignMessageFeature>)[SolanaSignMessage]
  const missing = () => new WalletFeatureMissingError({ feature: SolanaSignMessage, walletName: wallet.name })
  if (!feature) throw missing()
  const [output] = await feature.signMessage({
    account: walletAccountOf(session, address),
    message: new TextEncoder().encode(message),
  })
  if (!output) throw missing()
  return encodeSignature(output.signature)
}
