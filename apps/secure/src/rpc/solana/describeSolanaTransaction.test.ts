import { address, createNoopSigner, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
} from '@solana-program/token'
import { expect, it } from 'vitest'
import { createFrameTranslator } from '../../i18n/createFrameTranslator.js'
import { buildTestTransaction } from './buildTestTransaction.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { describeSolanaTransaction } from './describeSolanaTransaction.js'
import { SOLANA_PROGRAM_IDS } from './solanaProgramIds.js'

const WALLET = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const OTHER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const RECIPIENT = 'BPFLoaderUpgradeab1e11111111111111111111111'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SOURCE_ATA = 'So11111111111111111111111111111111111111112'
const RECIPIENT_ATA = 'SysvarRent111111111111111111111111111111111'
const wallet = createNoopSigner(address(WALLET))

/** Compute Budget's SetComputeUnitLimit (2, u32) and SetComputeUnitPrice (3, u64 micro-lamports), as its docs lay them out. */
const computeBudget = (kind: 2 | 3, value: bigint) => {
  const data = new Uint8Array(kind === 2 ? 5 : 9)
  data[0] = kind
  const view = new DataView(data.buffer)
  if (kind === 2) view.setUint32(1, Number(value), true)
  else view.setBigUint64(1, value, true)
  return { programAddress: address(SOLANA_PROGRAM_IDS.computeBudget), data }
}

const rows = (
  feePayer: string,
  instructions: Parameters<typeof buildTestTransaction>[0]['instructions'],
  symbols?: ReadonlyMap<string, string>,
) =>
  describeSolanaTransaction(
    decodeSolanaTransaction(buildTestTransaction({ feePayer, instructions })),
    WALLET,
    createFrameTranslator(),
    symbols,
  )

it('shows a SOL transfer as its amount in SOL, its recipient and the network fee', () => {
  expect(
    rows(WALLET, [
      getTransferSolInstruction({
        source: wallet,
        destination: address(RECIPIENT),
        amount: lamports(10_000_000n),
      }),
    ]),
  ).toEqual([
    { label: 'Send', value: '0.01 SOL' },
    { label: 'To', value: RECIPIENT },
    { label: 'Network fee', value: '0.000005 SOL' },
    { label: 'Programs', value: SOLANA_PROGRAM_IDS.system },
    { label: 'Instructions', value: '1' },
  ])
})

it('shows a checked SPL transfer as its mint and amount, to the wallet whose token account it creates', () => {
  expect(
    rows(WALLET, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: wallet,
        ata: address(RECIPIENT_ATA),
        owner: address(RECIPIENT),
        mint: address(MINT),
      }),
      getTransferCheckedInstruction({
        source: address(SOURCE_ATA),
        mint: address(MINT),
        destination: address(RECIPIENT_ATA),
        authority: wallet,
        amount: 1_500_000n,
        decimals: 6,
      }),
    ]),
  ).toEqual([
    { label: 'Send token', value: MINT },
    { label: 'Amount', value: '1.5' },
    { label: 'To', value: RECIPIENT },
    { label: 'Network fee', value: '0.000005 SOL' },
    { label: 'Programs', value: `${SOLANA_PROGRAM_IDS.associatedToken}, ${SOLANA_PROGRAM_IDS.token}` },
    { label: 'Instructions', value: '2' },
  ])
})

it('names the token by the symbol read for its mint, beside the mint, and in the amount', () => {
  const transfer = getTransferCheckedInstruction({
    source: address(SOURCE_ATA),
    mint: address(MINT),
    destination: address(RECIPIENT_ATA),
    authority: wallet,
    amount: 2_500_000n,
    decimals: 6,
  })
  expect(rows(WALLET, [transfer], new Map([[MINT, 'USDC']])).slice(0, 2)).toEqual([
    { label: 'Send token', value: `USDC (${MINT})` },
    { label: 'Amount', value: '2.5 USDC' },
  ])
})

it('shows a plain SPL transfer by token accounts and base units, another fee payer, and a priority fee', () => {
  expect(
    rows(OTHER, [
      computeBudget(2, 100_000n),
      computeBudget(3, 20_000n),
      getTransferInstruction({
        source: address(SOURCE_ATA),
        destination: address(RECIPIENT_ATA),
        authority: wallet,
        amount: 42n,
      }),
    ]),
  ).toEqual([
    { label: 'Send token from', value: `token account ${SOURCE_ATA}` },
    { label: 'Amount', value: '42 base units' },
    { label: 'To', value: `token account ${RECIPIENT_ATA}` },
    { label: 'Fee payer', value: OTHER },
    // Two signatures (10,000 lamports) and 100,000 units at 20,000 micro-lamports (2,000 lamports).
    { label: 'Network fee', value: '0.000012 SOL' },
    { label: 'Programs', value: `${SOLANA_PROGRAM_IDS.computeBudget}, ${SOLANA_PROGRAM_IDS.token}` },
    { label: 'Instructions', value: '3' },
  ])
})
