import { type Devnet, devnetSolanaAccounts, startDevnet } from '@portico/devnet'
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  getU32Encoder,
  getU64Encoder,
  type Instruction,
  pipe,
  type Signature,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'
import type { SolanaTestWallet } from './SolanaTestWalletTypes.js'

let devnet: Devnet<'solana'>
const payer = devnetSolanaAccounts[1]!
const other = devnetSolanaAccounts[2]!

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['solana'], ports: 'ephemeral' })
})
afterAll(() => devnet?.stop())
afterEach(() => vi.useRealTimers())

const walletFor = (authorized = true, secretKey = payer.secretKey) =>
  createSolanaTestWallet({
    secretKey,
    chains: [{ id: 'solana:localnet', rpcUrl: devnet.solana.rpcUrl }],
    authorized,
  })

const accountOf = (wallet: SolanaTestWallet) => {
  const [account] = wallet.accounts
  if (!account) throw new Error('the wallet shows no account')
  return account
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to be rejected')
    },
    (error: { code: number; message: string }) => error,
  )

/** A System Program transfer, written out (instruction 2, lamports as u64) to keep the test to @solana/kit. */
function transferInstruction(from: string, to: string, lamports: bigint): Instruction {
  return {
    programAddress: address('11111111111111111111111111111111'),
    accounts: [
      { address: address(from), role: AccountRole.WRITABLE_SIGNER },
      { address: address(to), role: AccountRole.WRITABLE },
    ],
    data: Uint8Array.from([...getU32Encoder().encode(2), ...getU64Encoder().encode(lamports)]),
  }
}

/** The wire bytes of an unsigned transfer, as an app hands them to the wallet. */
async function unsignedTransfer(from: string, to: string, lamports: bigint): Promise<Uint8Array> {
  const { value: latestBlockhash } = await createSolanaRpc(devnet.solana.rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(address(from), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, draft),
    (draft) => appendTransactionMessageInstruction(transferInstruction(from, to, lamports), draft),
  )
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
}

const balanceOf = async (owner: string) =>
  (await createSolanaRpc(devnet.solana.rpcUrl).getBalance(address(owner)).send()).value

describe('connection', () => {
  it('returns no accounts to a silent connect until the site is approved', async () => {
    const wallet = walletFor(false)
    const connect = wallet.features['standard:connect'].connect
    expect(await connect({ silent: true })).toEqual({ accounts: [] })
    expect(wallet.pendingPrompts).toEqual([])
    expect(wallet.accounts).toEqual([])
  })

  it('connects on approval: the devnet account, with its public key, chains and features', async () => {
    const wallet = walletFor(false)
    const changes: StandardEventsChangeProperties[] = []
    wallet.features['standard:events'].on('change', (properties) => changes.push(properties))

    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([payer.address])
    expect(getBase58Decoder().decode(accounts[0]!.publicKey)).toBe(payer.address)
    expect(accounts[0]!.chains).toEqual(['solana:localnet'])
    expect(accounts[0]!.features).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ])
    expect(changes).toEqual([{ accounts }])
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({ accounts })
  })

  it('rejects a connect with 4001 when the user declines, and stays unauthorised', async () => {
    const wallet = walletFor(false)
    wallet.reject()
    expect((await rejection(wallet.features['standard:connect'].connect())).code).toBe(4001)
    expect(wallet.authorized).toBe(false)
    expect(wallet.accounts).toEqual([])
  })

  it('disconnects from the app side and from the wallet side, reporting no accounts', async () => {
    const wallet = walletFor()
    const changes: StandardEventsChangeProperties[] = []
    wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
    await wallet.features['standard:disconnect'].disconnect()
    expect(changes).toEqual([{ accounts: [] }])

    await wallet.features['standard:connect'].connect()
    wallet.emitDisconnect()
    expect(changes.at(-1)).toEqual({ accounts: [] })
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
  })

  it('reports another account chosen in the wallet', () => {
    const wallet = walletFor()
    const changes: string[][] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((account) => account.address)),
    )
    wallet.setAccounts([other.secretKey])
    off()
    wallet.setAccounts([payer.secretKey])
    expect(changes).toEqual([[other.address]])
    expect(wallet.addresses).toEqual([payer.address])
  })
})

describe('signing', () => {
  it('signs a message with the account key (a valid ed25519 signature)', async () => {
    const wallet = walletFor()
    const message = new TextEncoder().encode('Sign in to Portico')
    const [output] = await wallet.features['solana:signMessage'].signMessage({
      account: accountOf(wallet),
      message,
    })
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    const publicKey = await getPublicKeyFromAddress(address(payer.address))
    expect(await verifySignature(publicKey, output?.signature as SignatureBytes, message)).toBe(true)
  })

  it('refuses to sign for a site that is not connected (4100)', async () => {
    const wallet = walletFor()
    const account = accountOf(wallet)
    wallet.emitDisconnect()
    const signing = wallet.features['solana:signMessage'].signMessage({
      account,
      message: new Uint8Array([1]),
    })
    expect((await rejection(signing)).code).toBe(4100)
  })

  it('signs a transaction without sending it', async () => {
    const wallet = walletFor()
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account: accountOf(wallet),
      transaction: await unsignedTransfer(payer.address, other.address, 1n),
      chain: 'solana:localnet',
    })
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    const signature = signed.signatures[address(payer.address)]
    const publicKey = await getPublicKeyFromAddress(address(payer.address))
    expect(signature && (await verifySignature(publicKey, signature, signed.messageBytes))).toBe(true)
  })

  it('signs and sends a transfer: the recipient balance moves by the amount', async () => {
    const wallet = walletFor()
    const recipient = devnetSolanaAccounts[3]!.address
    const before = await balanceOf(recipient)
    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: accountOf(wallet),
      transaction: await unsignedTransfer(payer.address, recipient, 1_000_000n),
      chain: 'solana:localnet',
    })
    const signature = getBase58Decoder().decode(output!.signature) as Signature
    await expect
      .poll(async () => {
        const { value } = await createSolanaRpc(devnet.solana.rpcUrl).getSignatureStatuses([signature]).send()
        return value[0]?.confirmationStatus
      })
      .toMatch(/confirmed|finalized/)
    expect(await balanceOf(recipient)).toBe(before + 1_000_000n)
  })

  it('refuses a chain it does not know before prompting', async () => {
    const wallet = walletFor()
    const sending = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: accountOf(wallet),
      transaction: await unsignedTransfer(payer.address, other.address, 1n),
      chain: 'solana:mainnet',
    })
    expect(wallet.pendingPrompts).toEqual([])
    expect((await rejection(sending)).code).toBe(-32602)
  })
})

describe('prompts', () => {
  it('rejects one feature with 4001 while the others are approved', async () => {
    const wallet = walletFor()
    wallet.reject('solana:signMessage')
    const account = accountOf(wallet)
    const signing = wallet.features['solana:signMessage'].signMessage({
      account,
      message: new Uint8Array([1]),
    })
    expect((await rejection(signing)).code).toBe(4001)
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: await unsignedTransfer(payer.address, other.address, 1n),
    })
    expect(output?.signedTransaction.length).toBeGreaterThan(0)
    wallet.approve()
    expect(
      await wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).toHaveLength(1)
  })

  it('holds a delayed prompt open until the delay has passed', async () => {
    vi.useFakeTimers()
    const wallet = walletFor(false)
    wallet.delay(5_000)
    const connecting = wallet.features['standard:connect'].connect()
    expect(wallet.pendingPrompts).toEqual(['standard:connect'])
    await vi.advanceTimersByTimeAsync(5_000)
    expect((await connecting).accounts.map((account) => account.address)).toEqual([payer.address])
    expect(wallet.pendingPrompts).toEqual([])
  })

  it('holds a prompt until released, then answers it with the current decision', async () => {
    const wallet = walletFor()
    wallet.hold('solana:signMessage')
    const signing = wallet.features['solana:signMessage'].signMessage({
      account: accountOf(wallet),
      message: new Uint8Array([1]),
    })
    await vi.waitFor(() => expect(wallet.pendingPrompts).toEqual(['solana:signMessage']))
    wallet.reject()
    wallet.release()
    expect((await rejection(signing)).code).toBe(4001)
    expect(wallet.pendingPrompts).toEqual([])
  })
})
