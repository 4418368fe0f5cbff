import { PublicKey } from '@solana/web3.js'

/** Whether `signature` is the ed25519 signature of `message` by the Solana address `address` (WebCrypto). */
export async function verifySolanaSignature(
  address: string,
  message: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(new PublicKey(address).toBytes()),
    'Ed25519',
    false,
    ['verify'],
  )
  return crypto.subtle.verify('Ed25519', key, new Uint8Array(signature), new Uint8Array(message))
}
