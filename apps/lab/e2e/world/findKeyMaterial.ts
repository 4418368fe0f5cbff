import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64urlnopad, hex } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { combineShares } from '../../../secure/src/custody/combineShares.js'
import { deriveWalletKeys } from '../../../secure/src/custody/deriveWalletKeys.js'

/** What the test knows of one embedded wallet, obtained the legitimate way (its addresses, the cloud's auth share…). */
export type KnownWallet = {
  evmAddress: string
  solanaAddress: string
  /** The auth share, fetched from the cloud with the wallet's session (any other share combines with it). */
  authShare: string
  /** Secrets the page must never hold verbatim (the session token, the auth share, an exported recovery share). */
  secrets: readonly string[]
}

const decode = (decoder: { decode(text: string): Uint8Array }, text: string) => {
  try {
    return decoder.decode(text)
  } catch {
    return undefined
  }
}

/**
 * Every piece of the wallet's key material found in `texts`: a secret verbatim, a Shamir share (a token that with
 * the auth share rebuilds a seed of this wallet), the seed itself, the EVM private key or the Solana secret, as hex,
 * base64url or base58. Returns what was found, named; empty when `texts` hold nothing of the key.
 */
export async function findKeyMaterial(texts: readonly string[], wallet: KnownWallet): Promise<string[]> {
  const found = new Set<string>()
  const isSeed = (bytes: Uint8Array) => deriveWalletKeys(bytes).evmAddress === wallet.evmAddress
  for (const text of texts) {
    for (const secret of wallet.secrets)
      if (secret && text.includes(secret)) found.add(`secret ${secret.slice(0, 8)}…`)
    for (const token of text.match(/[A-Za-z0-9_-]{40,}/g) ?? []) {
      const bytes = decode(base64urlnopad, token)
      if (bytes?.length === 33 && token !== wallet.authShare) {
        const seed = await combineShares(token, wallet.authShare).catch(() => undefined)
        if (seed && isSeed(seed)) found.add(`share ${token.slice(0, 8)}…`)
      }
      if (bytes?.length === 32 && isSeed(bytes)) found.add(`seed ${token.slice(0, 8)}…`)
    }
    for (const token of text.match(/[0-9a-fA-F]{64}/g) ?? []) {
      const bytes = hex.decode(token.toLowerCase())
      if (isSeed(bytes)) found.add(`seed ${token.slice(0, 8)}…`)
      if (privateKeyToAccount(`0x${token.toLowerCase()}`).address === wallet.evmAddress)
        found.add(`EVM key ${token.slice(0, 8)}…`)
      if (base58.encode(ed25519.getPublicKey(bytes)) === wallet.solanaAddress)
        found.add(`Solana secret ${token.slice(0, 8)}…`)
    }
    for (const token of text.match(/[1-9A-HJ-NP-Za-km-z]{43,90}/g) ?? []) {
      const bytes = decode(base58, token)
      if (bytes && (bytes.length === 32 || bytes.length === 64)) {
        if (base58.encode(ed25519.getPublicKey(bytes.slice(0, 32))) === wallet.solanaAddress)
          found.add(`Solana secret ${token.slice(0, 8)}…`)
      }
    }
  }
  return [...found]
}
