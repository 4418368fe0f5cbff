import type { SolanaInstruction, SolanaTransaction } from './decodeSolanaTransaction.js'
import { SOLANA_PROGRAM_IDS as PROGRAMS } from './solanaProgramIds.js'

/** Whether an instruction of `program` is the Token (or Token-2022) program's `TransferChecked` (12: amount, decimals). */
export const isTransferChecked = (program: string, { data }: SolanaInstruction) =>
  (program === PROGRAMS.token || program === PROGRAMS.token2022) && data[0] === 12 && data.length >= 10

/** The mints of a transaction's `TransferChecked` instructions (their second account), each once. */
export function transferCheckedMints(transaction: SolanaTransaction): string[] {
  const mints = new Set<string>()
  for (const instruction of transaction.instructions) {
    const program = transaction.accounts[instruction.programIndex]
    const mintIndex = instruction.accountIndexes[1]
    const mint = mintIndex === undefined ? undefined : transaction.accounts[mintIndex]
    if (program && mint && isTransferChecked(program, instruction)) mints.add(mint)
  }
  return [...mints]
}
