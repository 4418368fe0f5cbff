import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { devnetSolanaAccounts } from './devnetSolanaAccounts.js'

let devnet: Devnet<'solana'>
let connection: Connection

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['solana'], ports: 'ephemeral' })
  // No wsEndpoint: web3.js 1.x derives it (RPC port + 1), as against solana-test-validator.
  connection = new Connection(devnet.solana.rpcUrl, 'confirmed')
})
afterAll(() => devnet?.stop())

const keypair = (index: number) =>
  Keypair.fromSecretKey(Uint8Array.from(devnetSolanaAccounts[index]?.secretKey ?? []))

describe('Solana devnet with @solana/web3.js 1.x', () => {
  it('reads balances and the genesis hash', async () => {
    expect(await connection.getBalance(keypair(0).publicKey)).toBe(1_000 * LAMPORTS_PER_SOL)
    expect(await connection.getGenesisHash()).toBe(devnet.solana.genesisHash)
  })

  it('sends and confirms a signed transfer', async () => {
    const recipient = Keypair.generate().publicKey
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: keypair(5).publicKey,
        toPubkey: recipient,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [keypair(5)])
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL)
    const confirmed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(confirmed?.meta?.err).toBeNull()
    expect(confirmed?.meta?.postBalances[1]).toBe(LAMPORTS_PER_SOL)
  })

  it('airdrops with confirmTransaction on the blockhash strategy', async () => {
    const recipient = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(recipient, 3 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const { value } = await connection.confirmTransaction({ signature, ...latest })
    expect(value.err).toBeNull()
    expect(await connection.getBalance(recipient)).toBe(3 * LAMPORTS_PER_SOL)
    expect((await connection.getParsedTransaction(signature))?.transaction.signatures[0]).toBe(signature)
  })

  it('rejects an overspending transfer with SendTransactionError and the program logs', async () => {
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: keypair(6).publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5_000 * LAMPORTS_PER_SOL,
      }),
    )
    const error = await sendAndConfirmTransaction(connection, transaction, [keypair(6)]).catch(
      (caught) => caught,
    )
    expect(error).toBeInstanceOf(SendTransactionError)
    expect(error.message).toContain('custom program error: 0x1')
    expect((error as SendTransactionError).logs?.join('\n')).toContain('insufficient lamports')
  })

  it('lists parsed token accounts of an owner', async () => {
    const { value } = await connection.getParsedTokenAccountsByOwner(keypair(1).publicKey, {
      mint: new PublicKey(devnet.solana.token.mint),
    })
    expect(value[0]?.account.data.parsed.info.tokenAmount.uiAmount).toBe(1_000)
  })

  it('reports fees and rent like a validator', async () => {
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: keypair(7).publicKey,
        toPubkey: keypair(8).publicKey,
        lamports: 1,
      }),
    )
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.feePayer = keypair(7).publicKey
    expect((await connection.getFeeForMessage(transaction.compileMessage())).value).toBe(5_000)
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
  })
})
