import { base64 } from '@scure/base'
import { address, createNoopSigner, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { expect, it } from 'vitest'
import { de } from '../../i18n/catalogues/de.js'
import { createFrameTranslator } from '../../i18n/createFrameTranslator.js'
import { buildTestTransaction } from './buildTestTransaction.js'
import { reviewSolanaTransactions } from './reviewSolanaTransactions.js'

const WALLET = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const OTHER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const t = createFrameTranslator()

const transfer = (from: string, amount: bigint) =>
  base64.encode(
    buildTestTransaction({
      feePayer: from,
      instructions: [
        getTransferSolInstruction({
          source: createNoopSigner(address(from)),
          destination: address(OTHER),
          amount: lamports(amount),
        }),
      ],
    }),
  )

it('titles the screen by method and gives each transaction of a batch its own section', async () => {
  const single = await reviewSolanaTransactions(
    'solana_signAndSendTransaction',
    { transaction: transfer(WALLET, 1n) },
    WALLET,
    t,
  )
  expect(single.title).toBe('Send this transaction?')
  expect(single.sections).toHaveLength(1)
  expect(single.sections[0]?.heading).toBeUndefined()
  expect(single.sections[0]?.rows[0]).toEqual({ label: 'Send', value: '0.000000001 SOL' })

  const batch = await reviewSolanaTransactions(
    'solana_signAllTransactions',
    { transactions: [transfer(WALLET, 1n), transfer(WALLET, 2_000_000_000n)] },
    WALLET,
    t,
  )
  expect(batch.title).toBe('Sign 2 transactions?')
  expect(batch.sections.map((section) => section.heading)).toEqual([
    'Transaction 1 of 2',
    'Transaction 2 of 2',
  ])
  expect(batch.sections[1]?.rows[0]).toEqual({ label: 'Send', value: '2 SOL' })
})

it('refuses before any screen a transaction the wallet does not sign, or one meant for another account', async () => {
  await expect(
    reviewSolanaTransactions(
      'solana_signAllTransactions',
      { transactions: [transfer(WALLET, 1n), transfer(OTHER, 1n)] },
      WALLET,
      t,
    ),
  ).rejects.toThrow(`The transaction's fee payer and signers do not include this wallet (${WALLET})`)
  await expect(
    reviewSolanaTransactions(
      'solana_signTransaction',
      { transaction: transfer(WALLET, 1n), pubkey: OTHER },
      WALLET,
      t,
    ),
  ).rejects.toThrow('The address is not this wallet’s')
  await expect(reviewSolanaTransactions('solana_signTransaction', ['x'], WALLET, t)).rejects.toThrow(
    'solana_signTransaction needs { transaction }',
  )
  await expect(
    reviewSolanaTransactions('solana_signAllTransactions', { transactions: [] }, WALLET, t),
  ).rejects.toThrow('transactions must be a list of base64 transactions')
})

it('writes the screen in the visitor’s locale', async () => {
  const batch = await reviewSolanaTransactions(
    'solana_signAllTransactions',
    { transactions: [transfer(WALLET, 1n), transfer(WALLET, 2n)] },
    WALLET,
    createFrameTranslator(de),
  )
  expect(batch.title).toBe('2 Transaktionen signieren?')
  expect(batch.sections[0]?.heading).toBe('Transaktion 1 von 2')
  expect(batch.sections[0]?.rows.map((row) => row.label)).toEqual([
    'Senden',
    'An',
    'Netzwerkgebühr',
    'Programme',
    'Anweisungen',
  ])
})
