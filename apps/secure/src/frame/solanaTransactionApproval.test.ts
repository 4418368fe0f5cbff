import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { address, createNoopSigner, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { expect, it } from 'vitest'
import { buildTestTransaction } from '../rpc/solana/buildTestTransaction.js'
import { decodeSolanaTransaction } from '../rpc/solana/decodeSolanaTransaction.js'
import { loggedInFrame } from '../testing/loggedInFrame.js'

const CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const OTHER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

/** A frame logged in to a wallet of a known seed, and a SOL transfer from `from` to OTHER. */
async function loggedInSolanaFrame(approves: boolean) {
  const frame = await loggedInFrame({ chainId: CHAIN, approves })
  const transfer = (from: string) =>
    base64.encode(
      buildTestTransaction({
        feePayer: from,
        instructions: [
          getTransferSolInstruction({
            source: createNoopSigner(address(from)),
            destination: address(OTHER),
            amount: lamports(5_000_000n),
          }),
        ],
      }),
    )
  return { ...frame, transfer }
}

it('shows the decoded transaction in the approval screen, then signs with the wallet’s key', async () => {
  const { keys, asked, request, transfer } = await loggedInSolanaFrame(true)
  const answer = await request('solana_signTransaction', { transaction: transfer(keys.solanaAddress) })
  expect(asked).toEqual([
    {
      method: 'solana_signTransaction',
      review: {
        title: 'Sign this transaction?',
        sections: [{ rows: expect.arrayContaining([{ label: 'Send', value: '0.005 SOL' }]) }],
      },
    },
  ])
  if (!answer.ok) throw new Error(answer.error.message)
  const { signature, transaction } = answer.payload as { signature: string; transaction: string }
  const { message } = decodeSolanaTransaction(base64.decode(transaction))
  expect(ed25519.verify(base58.decode(signature), message, base58.decode(keys.solanaAddress))).toBe(true)
})

it('refuses a transaction the wallet does not sign without showing the screen, and a rejected one unsigned', async () => {
  const refused = await loggedInSolanaFrame(true)
  expect(
    await refused.request('solana_signAndSendTransaction', { transaction: refused.transfer(OTHER) }),
  ).toEqual({
    ok: false,
    error: {
      message: `The transaction's fee payer and signers do not include this wallet (${refused.keys.solanaAddress})`,
    },
  })
  expect(refused.asked).toEqual([])

  const rejected = await loggedInSolanaFrame(false)
  expect(
    await rejected.request('solana_signTransaction', {
      transaction: rejected.transfer(rejected.keys.solanaAddress),
    }),
  ).toEqual({ ok: false, error: { message: 'User rejected the request', code: 'user_rejected' } })
  expect(rejected.asked).toHaveLength(1)
})
