import { devnetEvmContracts, type EvmDevnetInfo } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  decodeEventLog,
  defineChain,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  parseEther,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggedInFrame } from '../../testing/loggedInFrame.js'
import {
  releaseSharedSmartAccountDevnet,
  sharedSmartAccountDevnet,
} from '../../testing/sharedSmartAccountDevnet.js'
import type { ApprovalReview } from '../ApprovalReview.js'

const PTK = devnetEvmContracts.token.address
/** A recipient of this file's own: the smart-account files share one devnet and count what their recipient got. */
const RECIPIENT: Address = '0x5ec0000000000000000000000000000000000003'
/** A router the batch approves (any address: the approval is what is checked). */
const SPENDER: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
/** The project's shared devnet (sharedSmartAccountDevnet): this file's frames use seed bytes 121 to 159. */
let devnet: { eip155: EvmDevnetInfo }

beforeAll(async () => {
  devnet = { eip155: await sharedSmartAccountDevnet() }
}, 400_000)
afterAll(releaseSharedSmartAccountDevnet)

const node = () => devnet.eip155.chains[0] ?? { chainId: 0, rpcUrl: '' }
const caip = () => `eip155:${node().chainId}` as const
const anvil = () => createPublicClient({ transport: http(node().rpcUrl), pollingInterval: 100 })
let seedByte = 120

/** A logged-in frame (a new wallet each time) on the devnet's first chain and its bundler, the smart account chosen. */
async function smartAccountFrame(whileShown?: (request: { method: string }) => Promise<void>) {
  const frame = await loggedInFrame({
    chainId: caip(),
    approves: true,
    seedByte: ++seedByte,
    rpcUrl: node().rpcUrl,
    smartAccounts: { [caip()]: { bundlerUrl: devnet.eip155.smartAccounts.bundlers[0]?.url ?? '' } },
    ...(whileShown ? { whileShown } : {}),
  })
  const { address } = payload<{ address: Address }>(
    await frame.send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }),
  )
  await anvil().request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(parseEther('1'))] as never,
  })
  await setTokenBalance(address, 10n)
  /** The frame as an EIP-1193 provider: what the widget hands wagmi. */
  const wallet = createWalletClient({
    account: address,
    chain: defineChain({
      id: node().chainId,
      name: caip(),
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node().rpcUrl] } },
    }),
    transport: custom({
      // As the widget posts it: JSON, so viem's fields left undefined are not there.
      request: async ({ method, params }) =>
        payload(
          await frame.request(method, params === undefined ? undefined : JSON.parse(JSON.stringify(params))),
        ),
    }),
  })
  return { ...frame, address, wallet }
}

function payload<Payload>(answer: { ok: boolean; payload?: unknown; error?: { message: string } }) {
  if (!answer.ok) throw new Error(answer.error?.message)
  return answer.payload as Payload
}

/** PTK's `balanceOf` mapping is its storage slot 3: the account holds `amount` base units from now on. */
const setTokenBalance = (address: Address, amount: bigint) =>
  anvil().request({
    method: 'anvil_setStorageAt' as never,
    params: [
      PTK,
      keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, 3n])),
      toHex(amount, { size: 32 }),
    ] as never,
  })

const read = (functionName: 'balanceOf' | 'allowance', args: readonly Address[]) =>
  anvil().readContract({ address: PTK, abi: erc20Abi, functionName, args: args as never }) as Promise<bigint>

/** Approve SPENDER for 5 PTK base units, then send RECIPIENT 10: the pair a swap or a deposit needs at once. */
const approveAndTransfer = [
  { to: PTK, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 5n] }) },
  { to: PTK, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 10n] }) },
] as const

const rowsOf = (review: ApprovalReview | undefined) =>
  Object.fromEntries(
    (review?.sections ?? []).flatMap((section) => section.rows.map((row) => [row.key, row.value])),
  )

describe('EIP-5792 batches of the embedded wallet’s smart account', () => {
  it('says the smart account runs batches atomically', async () => {
    const { wallet, address } = await smartAccountFrame()
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [address] })).toEqual({
      [toHex(node().chainId)]: { atomic: { status: 'supported' } },
    })
  })

  it('sends approve + transfer as one user operation through the Safe, shown call by call, and follows it to success', async () => {
    const { wallet, address, asked } = await smartAccountFrame()
    const recipientBefore = await read('balanceOf', [RECIPIENT])

    const { id } = await wallet.sendCalls({ calls: approveAndTransfer, forceAtomic: true })

    const review = asked.find(({ method }) => method === 'wallet_sendCalls')?.review
    expect(review?.title).toBe('Send these 2 calls?')
    expect(review?.sections.map((section) => section.heading)).toEqual(['Call 1', 'Call 2', undefined])
    expect(rowsOf(review)).toMatchObject({
      'call-1-spender': SPENDER,
      'call-2-recipient': RECIPIENT,
      from: address,
      feePayer: address,
      network: caip(),
    })
    const status = await wallet.waitForCallsStatus({ id, pollingInterval: 250, timeout: 60_000 })
    expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: true })
    // One transaction carried both calls, the first operation deploying the Safe.
    expect(status.receipts).toHaveLength(1)
    const [receipt] = status.receipts ?? []
    const events = (receipt?.logs ?? [])
      .filter((log) => log.address.toLowerCase() === PTK.toLowerCase())
      .map(({ data, topics }) => decodeEventLog({ abi: erc20Abi, data, topics: topics as [Hex] }).eventName)
    expect(events).toEqual(['Approval', 'Transfer'])
    expect(await read('allowance', [address, SPENDER])).toBe(5n)
    expect((await read('balanceOf', [RECIPIENT])) - recipientBefore).toBe(10n)
    expect(await read('balanceOf', [address])).toBe(0n)
    expect(await anvil().getCode({ address })).toMatch(/^0x[0-9a-f]{2,}/)
    const transaction = await anvil().getTransactionReceipt({ hash: receipt?.transactionHash as Hex })
    expect(transaction.status).toBe('success')
  })

  it('reports a batch whose call reverts on chain as a failure, and none of its calls took effect', async () => {
    const recipientBefore = await read('balanceOf', [RECIPIENT])
    let account: Address | undefined
    // While the visitor looks at the screen, another device spends 1 PTK: the transfer of 10 can no longer succeed.
    const { wallet, address } = await smartAccountFrame(async ({ method }) => {
      if (method === 'wallet_sendCalls' && account) await setTokenBalance(account, 9n)
    })
    account = address

    const { id } = await wallet.sendCalls({ calls: approveAndTransfer, forceAtomic: true })

    const status = await wallet.waitForCallsStatus({ id, pollingInterval: 250, timeout: 60_000 })
    expect(status).toMatchObject({ status: 'failure', statusCode: 500, atomic: true })
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['reverted'])
    // The approval went back with the transfer: the account's tokens and allowance are as they were.
    expect(await read('allowance', [address, SPENDER])).toBe(0n)
    expect(await read('balanceOf', [address])).toBe(9n)
    expect(await read('balanceOf', [RECIPIENT])).toBe(recipientBefore)
  })
})
