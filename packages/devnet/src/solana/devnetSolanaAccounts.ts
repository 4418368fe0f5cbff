import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { getBase58Decoder } from '@solana/kit'

export type DevnetSolanaAccount = {
  address: string
  /** 64 bytes (seed + public key), the `solana-keygen` file format: `Keypair.fromSecretKey(Uint8Array.from(secretKey))`. */
  secretKey: number[]
}

/** SOL each dev account holds at start. */
export const DEVNET_SOLANA_ACCOUNT_BALANCE_SOL = 1_000

const base58 = getBase58Decoder()

/** A deterministic ed25519 key pair: the seed is sha256 of a label. Never use these keys for real funds. */
export function deriveSolanaAccount(label: string): DevnetSolanaAccount {
  const seed = sha256(new TextEncoder().encode(`portico-devnet/solana/${label}`))
  const publicKey = ed25519.getPublicKey(seed)
  return { address: base58.decode(publicKey), secretKey: [...seed, ...publicKey] }
}

/** Ten funded dev accounts, the same on every start. */
export const devnetSolanaAccounts: readonly DevnetSolanaAccount[] = Array.from({ length: 10 }, (_, index) =>
  deriveSolanaAccount(`account/${index}`),
)
