import { address, createNoopSigner, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { expect, it } from 'vitest'
import { buildTestTransaction } from './buildTestTransaction.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { SOLANA_PROGRAM_IDS } from './solanaProgramIds.js'

const PAYER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const RECIPIENT = 'BPFLoaderUpgradeab1e11111111111111111111111'

const transfer = (version: 'legacy' | 0) =>
  buildTestTransaction({
    feePayer: PAYER,
    version,
    instructions: [
      getTransferSolInstruction({
        source: createNoopSigner(address(PAYER)),
        destination: address(RECIPIENT),
        amount: lamports(10_000_000n),
      }),
    ],
  })

it.each(['legacy', 0] as const)('reads a %s transfer as @solana/kit wrote it', (version) => {
  const decoded = decodeSolanaTransaction(transfer(version))
  expect(decoded).toMatchObject({
    version,
    signatureCount: 1,
    signaturesOffset: 1,
    requiredSignatures: 1,
    accounts: [PAYER, RECIPIENT, SOLANA_PROGRAM_IDS.system],
    lookedUpAccounts: 0,
    instructions: [{ programIndex: 2, accountIndexes: [0, 1] }],
  })
  // The message is what follows the one signature slot.
  expect(decoded.message).toEqual(transfer(version).subarray(65))
})

it('refuses truncated, padded and inconsistent bytes with a clear reason', () => {
  const wire = transfer('legacy')
  expect(() => decodeSolanaTransaction(wire.subarray(0, wire.length - 3))).toThrow(
    'The transaction cannot be read: it ends too early',
  )
  expect(() => decodeSolanaTransaction(Uint8Array.of(...wire, 0))).toThrow(
    'The transaction cannot be read: it has extra bytes after the message',
  )
  expect(() => decodeSolanaTransaction(new Uint8Array())).toThrow(
    'The transaction cannot be read: it ends too early',
  )
  const twoSlots = Uint8Array.of(2, ...new Uint8Array(64), ...wire.subarray(1))
  expect(() => decodeSolanaTransaction(twoSlots)).toThrow(
    'The transaction cannot be read: it has 2 signature slots for 1 signers',
  )
  const versioned = transfer(0)
  versioned[65] = 0x81
  expect(() => decodeSolanaTransaction(versioned)).toThrow(
    'The transaction cannot be read: version 1 is not supported',
  )
  const badIndex = Uint8Array.from(wire)
  // The instruction's program index (after header, 3 accounts and the blockhash, and the instruction count).
  badIndex[65 + 3 + 1 + 96 + 32 + 1] = 9
  expect(() => decodeSolanaTransaction(badIndex)).toThrow(
    'The transaction cannot be read: an instruction names an account the transaction does not have',
  )
})
