import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress')

/** Whether 32 bytes are a point of the ed25519 curve (a PDA must not be: no key can sign for it). */
const isOnCurve = (bytes: Uint8Array) => {
  try {
    ed25519.Point.fromBytes(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * Solana's program derived address of `seeds` under `program` (base58): the first bump from 255 down whose
 * sha256(seeds, bump, program, "ProgramDerivedAddress") is off the curve, as the runtime's `find_program_address`.
 */
export function findProgramAddress(seeds: readonly Uint8Array[], program: string): string {
  const programBytes = base58.decode(program)
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(
      Uint8Array.from([...seeds.flatMap((seed) => [...seed]), bump, ...programBytes, ...PDA_MARKER]),
    )
    if (!isOnCurve(hash)) return base58.encode(hash)
  }
  throw new Error('No program address for these seeds')
}
