import { fromBase58 } from './fromBase58.js'

/** The System program's id: 32 zero bytes. */
const SYSTEM_PROGRAM = Buffer.alloc(32)

/**
 * An unsigned legacy Solana transaction, as wire bytes, that moves `lamports` from `from` (fee payer, its signature
 * slot left zero) to `to` with the System program's transfer: what a dapp hands a wallet to sign.
 */
export function buildSolTransfer({
  from,
  to,
  lamports,
  recentBlockhash,
}: {
  from: string
  to: string
  lamports: bigint
  recentBlockhash: string
}): Uint8Array {
  const data = Buffer.alloc(12)
  data.writeUInt32LE(2, 0)
  data.writeBigUInt64LE(lamports, 4)
  const message = Buffer.concat([
    // Header: one signature, no read-only signer, one read-only unsigned account (the program).
    Buffer.from([1, 0, 1]),
    Buffer.from([3]),
    fromBase58(from),
    fromBase58(to),
    SYSTEM_PROGRAM,
    fromBase58(recentBlockhash),
    // One instruction: program #2, accounts [0, 1], 12 bytes of data.
    Buffer.from([1, 2, 2, 0, 1, data.length]),
    data,
  ])
  return Buffer.concat([Buffer.from([1]), Buffer.alloc(64), message])
}
