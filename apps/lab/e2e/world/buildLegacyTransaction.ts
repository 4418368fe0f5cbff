import { fromBase58 } from './fromBase58.js'

/** One instruction: its program, its accounts in order (signer / writable as the program needs them) and data. */
export interface LegacyInstruction {
  programId: string
  accounts: { address: string; signer?: boolean; writable?: boolean }[]
  data: Uint8Array
}

/**
 * An unsigned legacy Solana transaction as wire bytes (every signature slot zero), paid by `feePayer`: the accounts
 * ordered as the runtime wants them (writable signers, read-only signers, writable, read-only).
 */
export function buildLegacyTransaction({
  feePayer,
  instructions,
  recentBlockhash,
}: {
  feePayer: string
  instructions: LegacyInstruction[]
  recentBlockhash: string
}): Uint8Array {
  const flags = new Map<string, { signer: boolean; writable: boolean }>([
    [feePayer, { signer: true, writable: true }],
  ])
  for (const { programId, accounts } of instructions) {
    for (const { address, signer = false, writable = false } of accounts) {
      const known = flags.get(address) ?? { signer: false, writable: false }
      flags.set(address, { signer: known.signer || signer, writable: known.writable || writable })
    }
    if (!flags.has(programId)) flags.set(programId, { signer: false, writable: false })
  }
  const rank = ({ signer, writable }: { signer: boolean; writable: boolean }) =>
    (signer ? 0 : 2) + (writable ? 0 : 1)
  const keys = [...flags.entries()]
    .map(([address, flag], order) => ({ address, ...flag, order }))
    .sort((a, b) =>
      a.address === feePayer ? -1 : b.address === feePayer ? 1 : rank(a) - rank(b) || a.order - b.order,
    )
  const index = (address: string) => keys.findIndex((key) => key.address === address)
  const signers = keys.filter((key) => key.signer)
  const header = [
    signers.length,
    signers.filter((key) => !key.writable).length,
    keys.filter((key) => !key.signer && !key.writable).length,
  ]
  const message = Buffer.concat([
    Buffer.from(header),
    Buffer.from([keys.length]),
    ...keys.map((key) => fromBase58(key.address)),
    fromBase58(recentBlockhash),
    Buffer.from([instructions.length]),
    ...instructions.map(({ programId, accounts, data }) =>
      Buffer.concat([
        Buffer.from([index(programId), accounts.length, ...accounts.map(({ address }) => index(address))]),
        Buffer.from([data.length]),
        Buffer.from(data),
      ]),
    ),
  ])
  return Buffer.concat([Buffer.from([signers.length]), Buffer.alloc(64 * signers.length), message])
}
