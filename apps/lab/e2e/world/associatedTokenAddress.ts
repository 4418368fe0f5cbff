import { createHash } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import { fromBase58 } from './fromBase58.js'
import { toBase58 } from './toBase58.js'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** Whether 32 bytes are a point of ed25519 (a program-derived address must not be). */
function onCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes)
    return true
  } catch {
    return false
  }
}

/** The associated token account of `owner` for `mint` (classic Token program): the program-derived address. */
export function associatedTokenAddress(owner: string, mint: string): string {
  const program = fromBase58(ASSOCIATED_TOKEN_PROGRAM)
  for (let bump = 255; bump >= 0; bump--) {
    const hash = createHash('sha256')
      .update(fromBase58(owner))
      .update(fromBase58(TOKEN_PROGRAM))
      .update(fromBase58(mint))
      .update(Buffer.from([bump]))
      .update(program)
      .update('ProgramDerivedAddress')
      .digest()
    if (!onCurve(hash)) return toBase58(hash)
  }
  throw new Error('no associated token address')
}
