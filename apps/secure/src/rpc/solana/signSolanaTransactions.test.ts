import { ed25519 } from '@noble/curves/ed25519.js'
import { type StartDevnetReturnType, startDevnet } from '@portico/devnet'
import { base58, base64 } from '@scure/base'
import {
  address,
  createNoopSigner,
  createSolanaRpc,
  lamports,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { deriveWalletKeys } from '../../custody/deriveWalletKeys.js'
import { buildTestTransaction } from './buildTestTransaction.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { signSolanaTransactions } from './signSolanaTransactions.js'

let devnet: StartDevnetReturnType<'solana'>
/** The devnet is a test cluster: it airdrops. */
let rpc: Rpc<SolanaRpcApi>
let context: { chainId: string; rpcUrl: string }
const keys = deriveWalletKeys(new Uint8Array(32).fill(7))
const FUNDS = 1_000_000_000n

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['solana'], ports: 'ephemeral' })
  rpc = createSolanaRpc(devnet.solana.rpcUrl) as Rpc<SolanaRpcApi>
  context = { chainId: 'solana:localnet', rpcUrl: devnet.solana.rpcUrl }
  await rpc.requestAirdrop(address(keys.solanaAddress), lamports(FUNDS)).send()
  await vi.waitFor(async () =>
    expect((await rpc.getBalance(address(keys.solanaAddress)).send()).value).toBe(FUNDS),
  )
})
afterAll(() => devnet?.stop())

/** A SOL transfer from `from` to `to` on the devnet's latest blockhash, paid by `feePayer` (the sender unless said). */
async function transfer(to: string, amount: bigint, from = keys.solanaAddress, feePayer = from) {
  const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
  return base64.encode(
    buildTestTransaction({
      feePayer,
      latestBlockhash,
      instructions: [
        getTransferSolInstruction({
          source: createNoopSigner(address(from)),
          destination: address(to),
          amount: lamports(amount),
        }),
      ],
    }),
  )
}

const recipient = () => devnet.solana.accounts[9]?.address ?? ''
const balanceOf = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value

it('signs and sends a SOL transfer on the devnet: it lands and the recipient has the amount', async () => {
  const before = await balanceOf(recipient())
  const { signature } = (await signSolanaTransactions(
    keys,
    'solana_signAndSendTransaction',
    {
      transaction: await transfer(recipient(), 25_000_000n),
      sendOptions: { preflightCommitment: 'confirmed' },
    },
    context,
  )) as { signature: string }
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  await expect.poll(() => balanceOf(recipient())).toBe(before + 25_000_000n)
})

it('signs a transaction into the wallet’s own slot, leaving another signer’s empty; the signature verifies', async () => {
  const payer = devnet.solana.accounts[1]?.address ?? ''
  const wire = await transfer(recipient(), 1n, keys.solanaAddress, payer)
  const answer = (await signSolanaTransactions(
    keys,
    'solana_signTransaction',
    { transaction: wire },
    context,
  )) as {
    signature: string
    transaction: string
  }
  const signed = decodeSolanaTransaction(base64.decode(answer.transaction))
  expect(signed.accounts.slice(0, 2)).toEqual([payer, keys.solanaAddress])
  const slots = base64.decode(answer.transaction).subarray(1, 129)
  expect(slots.subarray(0, 64)).toEqual(new Uint8Array(64))
  expect(slots.subarray(64)).toEqual(base58.decode(answer.signature))
  expect(
    ed25519.verify(base58.decode(answer.signature), signed.message, base58.decode(keys.solanaAddress)),
  ).toBe(true)
})

it('signs all transactions asked, in order', async () => {
  const wires = [await transfer(recipient(), 1n), await transfer(recipient(), 2n)]
  const { transactions } = (await signSolanaTransactions(
    keys,
    'solana_signAllTransactions',
    { transactions: wires },
    context,
  )) as { transactions: string[] }
  expect(transactions).toHaveLength(2)
  transactions.forEach((transaction, index) => {
    const bytes = base64.decode(transaction)
    const decoded = decodeSolanaTransaction(bytes)
    expect(decoded.message).toEqual(decodeSolanaTransaction(base64.decode(wires[index] ?? '')).message)
    expect(ed25519.verify(bytes.subarray(1, 65), decoded.message, base58.decode(keys.solanaAddress))).toBe(
      true,
    )
  })
})

it('passes the send options to the network: skipPreflight sends what preflight refuses', async () => {
  const tooMuch = () => transfer(recipient(), FUNDS * 10n)
  await expect(
    signSolanaTransactions(keys, 'solana_signAndSendTransaction', { transaction: await tooMuch() }, context),
  ).rejects.toThrow(/^The network refused the transaction: /)
  const sent = await signSolanaTransactions(
    keys,
    'solana_signAndSendTransaction',
    { transaction: await tooMuch(), sendOptions: { skipPreflight: true, maxRetries: 0, minContextSlot: 0 } },
    context,
  )
  expect(sent).toEqual({ signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/) })
})

it('refuses clearly: a transaction the wallet does not sign, bad options, no RPC URL', async () => {
  const other = devnet.solana.accounts[2]?.address ?? ''
  await expect(
    signSolanaTransactions(
      keys,
      'solana_signTransaction',
      { transaction: await transfer(recipient(), 1n, other) },
      context,
    ),
  ).rejects.toThrow(
    `The transaction's fee payer and signers do not include this wallet (${keys.solanaAddress})`,
  )
  const transaction = await transfer(recipient(), 1n)
  await expect(
    signSolanaTransactions(
      keys,
      'solana_signAndSendTransaction',
      { transaction, sendOptions: { maxRetries: -1 } },
      context,
    ),
  ).rejects.toThrow('sendOptions.maxRetries must be a whole number, 0 or more')
  await expect(
    signSolanaTransactions(
      keys,
      'solana_signAndSendTransaction',
      { transaction, sendOptions: { speed: 1 } },
      context,
    ),
  ).rejects.toThrow(
    'sendOptions.speed is not supported (skipPreflight, preflightCommitment, maxRetries, minContextSlot)',
  )
  await expect(
    signSolanaTransactions(keys, 'solana_signTransaction', { transaction: 'not base64!' }, context),
  ).rejects.toThrow('transaction is not valid base64')
  await expect(
    signSolanaTransactions(
      keys,
      'solana_signAndSendTransaction',
      { transaction },
      { chainId: 'solana:localnet' },
    ),
  ).rejects.toThrow('The frame has no RPC URL for solana:localnet')
})
