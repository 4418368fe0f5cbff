import {
  address,
  airdropFactory,
  appendTransactionMessageInstruction,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type RpcSubscriptions,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { devnetSolanaAccounts } from './devnetSolanaAccounts.js'

let devnet: Devnet<'solana'>
let rpc: Rpc<SolanaRpcApi>
let rpcSubscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['solana'], ports: 'ephemeral' })
  rpc = createSolanaRpc(devnet.solana.rpcUrl)
  rpcSubscriptions = createSolanaRpcSubscriptions(devnet.solana.wsUrl)
})
afterAll(() => devnet?.stop())

const signer = (index: number) =>
  createKeyPairSignerFromBytes(Uint8Array.from(devnetSolanaAccounts[index]?.secretKey ?? []))

async function transfer(from: KeyPairSigner, to: string, amount: bigint) {
  const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(from, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: from, destination: address(to), amount }),
        draft,
      ),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(transaction)
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction, { commitment: 'confirmed' })
  return getSignatureFromTransaction(transaction)
}

describe('Solana devnet with @solana/kit', () => {
  it('answers the node basics', async () => {
    expect(await rpc.getHealth().send()).toBe('ok')
    expect(await rpc.getGenesisHash().send()).toBe(devnet.solana.genesisHash)
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const { value } = await rpc.getBalance(address(devnetSolanaAccounts[0]?.address ?? '')).send()
    expect(value).toBe(lamports(1_000_000_000_000n))
  })

  it('advances slots and blockhashes', async () => {
    const { context, value: firstHash } = await rpc.getLatestBlockhash().send()
    let slot = context.slot
    while (slot === context.slot) slot = await rpc.getSlot().send()
    const { value: nextHash } = await rpc.getLatestBlockhash().send()
    expect(nextHash.blockhash).not.toBe(firstHash.blockhash)
    expect((await rpc.isBlockhashValid(firstHash.blockhash).send()).value).toBe(true)
    expect((await rpc.getEpochInfo().send()).absoluteSlot).toBeGreaterThanOrEqual(slot)
  })

  it('airdrops and confirms a signed transfer', async () => {
    const recipient = await generateKeyPairSigner()
    await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: recipient.address,
      lamports: lamports(2_000_000_000n),
      commitment: 'confirmed',
    })
    const target = await generateKeyPairSigner()
    const signature = await transfer(recipient, target.address, 500_000_000n)

    expect((await rpc.getBalance(target.address).send()).value).toBe(500_000_000n)
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(
      2_000_000_000n - 500_000_000n - 5_000n,
    )
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status?.err).toBeNull()
    const transaction = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(transaction?.meta?.fee).toBe(5_000n)
    const history = await rpc.getSignaturesForAddress(target.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
  })

  it('rejects a transfer larger than the balance with the preflight error', async () => {
    const from = await signer(2)
    const error = await transfer(from, (await generateKeyPairSigner()).address, 10n ** 18n).catch(
      (caught) => caught,
    )
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    expect(isSolanaError(error.cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)).toBe(true)
    expect(error.context.logs.join('\n')).toContain('insufficient lamports')
  })

  it('holds an SPL token mint with funded token accounts', async () => {
    const owner = address(devnetSolanaAccounts[3]?.address ?? '')
    const { value } = await rpc
      .getTokenAccountsByOwner(owner, { mint: address(devnet.solana.token.mint) }, { encoding: 'jsonParsed' })
      .send()
    expect(value).toHaveLength(1)
    expect(value[0]?.account.data.parsed.info.tokenAmount).toMatchObject({
      amount: '1000000000',
      decimals: 6,
    })
  })

  it('notifies account changes over accountSubscribe', async () => {
    const watched = await generateKeyPairSigner()
    const abort = new AbortController()
    const notifications = await rpcSubscriptions
      .accountNotifications(watched.address, { encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    // Start listening before the transfer: notifications published before that are not buffered.
    const next = notifications[Symbol.asyncIterator]().next()
    await transfer(await signer(4), watched.address, 1_000_000n)
    const notification = await next
    expect(notification.done).toBe(false)
    expect(notification.value?.value?.lamports).toBe(1_000_000n)
    abort.abort()
  })
})
