import type { ApprovalReview } from '../../frame/ApprovalReview.js'
import type { FrameTranslate } from '../../i18n/FrameTranslate.js'
import type { SolanaInstruction, SolanaTransaction } from './decodeSolanaTransaction.js'
import { formatUnits } from './formatUnits.js'
import { SOLANA_PROGRAM_IDS as PROGRAMS } from './solanaProgramIds.js'
import { isTransferChecked } from './transferCheckedMints.js'

type Row = ApprovalReview['sections'][number]['rows'][number]

/** Solana's fee per signature, in lamports. */
const LAMPORTS_PER_SIGNATURE = 5_000n
/** Compute units a transaction may use when it sets no limit: per instruction, and at most. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n
const MAX_UNITS = 1_400_000n

const sol = (lamports: bigint) => `${formatUnits(lamports, 9)} SOL`

function u64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
}

function u32(data: Uint8Array): number | undefined {
  return data.length < 4 ? undefined : new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true)
}

/** The base fee (per signature) plus a priority fee the transaction's compute-budget instructions set. */
function networkFee(transaction: SolanaTransaction, programOf: (i: SolanaInstruction) => string): bigint {
  let units: bigint | undefined
  let microLamportsPerUnit = 0n
  let others = 0n
  for (const instruction of transaction.instructions) {
    if (programOf(instruction) !== PROGRAMS.computeBudget) {
      others += 1n
      continue
    }
    const [kind] = instruction.data
    if (kind === 2 && instruction.data.length >= 5) units = BigInt(u32(instruction.data.subarray(1)) ?? 0)
    if (kind === 3) microLamportsPerUnit = u64(instruction.data, 1) ?? 0n
  }
  const limit =
    units ??
    (others * DEFAULT_UNITS_PER_INSTRUCTION < MAX_UNITS ? others * DEFAULT_UNITS_PER_INSTRUCTION : MAX_UNITS)
  const priority = (microLamportsPerUnit * limit + 999_999n) / 1_000_000n
  return LAMPORTS_PER_SIGNATURE * BigInt(transaction.requiredSignatures) + priority
}

/**
 * What the approval screen shows for one transaction: each SOL transfer (amount in SOL, recipient), each SPL
 * token transfer (mint and amount for `transferChecked`, with the symbol `symbols` holds for the mint, beside it; token accounts and base units for a plain `transfer`;
 * the recipient's wallet when the transaction creates its token account), the network fee, the fee payer when
 * it is not this wallet, and always the programs it calls and its number of instructions.
 */
export function describeSolanaTransaction(
  transaction: SolanaTransaction,
  wallet: string,
  t: FrameTranslate,
  symbols: ReadonlyMap<string, string> = new Map(),
): ApprovalReview['sections'][number]['rows'] {
  const account = (index: number | undefined) =>
    index === undefined
      ? '?'
      : (transaction.accounts[index] ??
        t('frame.value.lookedUpAccount', { index: index - transaction.accounts.length + 1 }))
  const programOf = (instruction: SolanaInstruction) => account(instruction.programIndex)
  const at = (instruction: SolanaInstruction, position: number) =>
    account(instruction.accountIndexes[position])
  /** Token accounts this transaction creates, by owner: a transfer to one names its owner. */
  const ownerOfTokenAccount = new Map<string, string>()
  for (const instruction of transaction.instructions) {
    if (programOf(instruction) === PROGRAMS.associatedToken)
      ownerOfTokenAccount.set(at(instruction, 1), at(instruction, 2))
  }
  const tokenAccount = (address: string) => t('frame.value.tokenAccount', { address })
  const rows: Row[] = []
  for (const instruction of transaction.instructions) {
    const program = programOf(instruction)
    const { data } = instruction
    if (program === PROGRAMS.system && data.length === 12 && u32(data) === 2) {
      const lamports = u64(data, 4) ?? 0n
      if (at(instruction, 0) !== wallet) rows.push({ label: t('frame.row.from'), value: at(instruction, 0) })
      rows.push(
        { label: t('frame.row.send'), value: sol(lamports) },
        { label: t('frame.row.to'), value: at(instruction, 1) },
      )
    } else if (isTransferChecked(program, instruction)) {
      const amount = u64(data, 1) ?? 0n
      const decimals = data[9] ?? 0
      const destination = at(instruction, 2)
      const mint = at(instruction, 1)
      const symbol = symbols.get(mint)
      rows.push(
        { label: t('frame.row.sendToken'), value: symbol ? `${symbol} (${mint})` : mint },
        {
          label: t('frame.row.amount'),
          value: symbol ? `${formatUnits(amount, decimals)} ${symbol}` : formatUnits(amount, decimals),
        },
        {
          label: t('frame.row.to'),
          value: ownerOfTokenAccount.get(destination) ?? tokenAccount(destination),
        },
      )
    } else if (
      (program === PROGRAMS.token || program === PROGRAMS.token2022) &&
      data[0] === 3 &&
      data.length >= 9
    ) {
      const destination = at(instruction, 1)
      rows.push(
        { label: t('frame.row.sendTokenFrom'), value: tokenAccount(at(instruction, 0)) },
        {
          label: t('frame.row.amount'),
          value: t('frame.value.baseUnits', { amount: String(u64(data, 1) ?? 0n) }),
        },
        {
          label: t('frame.row.to'),
          value: ownerOfTokenAccount.get(destination) ?? tokenAccount(destination),
        },
      )
    }
  }
  const payer = account(0)
  if (payer !== wallet) rows.push({ label: t('frame.row.feePayer'), value: payer })
  const programs = [...new Set(transaction.instructions.map(programOf))].join(', ')
  rows.push(
    { label: t('frame.row.networkFee'), value: sol(networkFee(transaction, programOf)) },
    { label: t('frame.row.programs'), value: programs || t('frame.value.none') },
    { label: t('frame.row.instructions'), value: String(transaction.instructions.length) },
  )
  return rows
}
