import { ed25519 } from '@noble/curves/ed25519.js'
import { toBase58 } from './toBase58.js'

/**
 * A Solana address no other test sends to: a new key's public half. Its account does not exist until something lands,
 * so a test that reads its balance sees only what the test itself sent (the devnet's accounts are shared by workers).
 */
export function freshSolanaAddress(): string {
  return toBase58(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
}
