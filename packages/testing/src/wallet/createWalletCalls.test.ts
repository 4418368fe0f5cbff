import { type Devnet, devnetEvmContracts, startDevnet } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet } from './createTestWallet.js'
import type { TestWalletChain } from './TestWalletTypes.js'

let devnet: Devnet<'eip155'>
let chain: TestWalletChain
const PTK = devnetEvmContracts.token.address
const SPENDER: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  const [first] = devnet.eip155.chains
  chain = { chainId: first!.chainId, name: first!.name, rpcUrl: first!.rpcUrl }
})
afterAll(() => devnet?.stop())

/** A wallet on a fresh key holding `wei` (nobody else's test moves its balance). */
async function freshWallet(wei = parseEther('1'), calls = true) {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, numberToHex(wei)],
    }),
  })
  return { wallet: createTestWallet({ privateKey, chains: [chain], authorized: true, calls }), address }
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to be rejected')
    },
    (error: { code: number; message: string }) => error,
  )

const request = (wallet: ReturnType<typeof createTestWallet>, method: string, params: unknown[]) =>
  wallet.request({ method, params } as never) as Promise<unknown>

describe('EIP-5792 in the test wallet', () => {
  it('announces atomic as unsupported on each chain it knows; a wallet without calls answers 4200', async () => {
    const { wallet, address } = await freshWallet()
    const hex = numberToHex(chain.chainId)
    expect(await request(wallet, 'wallet_getCapabilities', [address, [hex]])).toEqual({
      [hex]: { atomic: { status: 'unsupported' } },
    })
    const without = (await freshWallet(0n, false)).wallet
    expect((await rejection(request(without, 'wallet_getCapabilities', [address]))).code).toBe(4200)
    expect((await rejection(request(without, 'wallet_sendCalls', [{}]))).code).toBe(4200)
  })

  it('sends approve + transfer after one prompt, in order; the status goes to 200 with both receipts', async () => {
    const { wallet, address } = await freshWallet()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const { id } = (await request(wallet, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: numberToHex(chain.chainId),
        from: address,
        atomicRequired: false,
        calls: [
          {
            to: PTK,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 5n] }),
          },
          { to: recipient, value: numberToHex(parseEther('0.25')) },
        ],
      },
    ])) as { id: string }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)

    const status = () =>
      request(wallet, 'wallet_getCallsStatus', [id]) as Promise<{
        status: number
        receipts: { status: Hex }[]
      }>
    await expect.poll(async () => (await status()).status, { timeout: 60_000 }).toBe(200)
    expect(await status()).toMatchObject({
      version: '2.0.0',
      id,
      chainId: numberToHex(chain.chainId),
      atomic: false,
      receipts: [{ status: '0x1' }, { status: '0x1' }],
    })
    const anvil = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(
      await anvil.readContract({
        address: PTK,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, SPENDER],
      }),
    ).toBe(5n)
    expect(await anvil.getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect(await request(wallet, 'wallet_showCallsStatus', [id])).toBeNull()
  })

  it('a first call that cannot be sent ends 400 with nothing on chain', async () => {
    const { wallet, address } = await freshWallet()
    const { id } = (await request(wallet, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: numberToHex(chain.chainId),
        from: address,
        atomicRequired: false,
        // More PTK than the fresh account holds: the transfer reverts, so its gas cannot be estimated.
        calls: [
          {
            to: PTK,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 1n] }),
          },
        ],
      },
    ])) as { id: string }
    await expect
      .poll(
        async () => ((await request(wallet, 'wallet_getCallsStatus', [id])) as { status: number }).status,
        {
          timeout: 60_000,
        },
      )
      .toBe(400)
    expect(await createPublicClient({ transport: http(chain.rpcUrl) }).getTransactionCount({ address })).toBe(
      0,
    )
  })

  it('refuses what it cannot do with EIP-5792 codes, and a declined prompt with 4001, sending nothing', async () => {
    const { wallet, address } = await freshWallet()
    const batch = (extra: Record<string, unknown>) => [
      {
        version: '2.0.0',
        chainId: numberToHex(chain.chainId),
        from: address,
        atomicRequired: false,
        calls: [{ to: SPENDER, value: '0x1' }],
        ...extra,
      },
    ]
    expect((await rejection(request(wallet, 'wallet_sendCalls', batch({ atomicRequired: true })))).code).toBe(
      5760,
    )
    expect(
      (
        await rejection(
          request(wallet, 'wallet_sendCalls', batch({ capabilities: { paymasterService: { url: 'x' } } })),
        )
      ).code,
    ).toBe(5700)
    expect((await rejection(request(wallet, 'wallet_sendCalls', batch({ chainId: '0x1' })))).code).toBe(5710)
    expect((await rejection(request(wallet, 'wallet_getCallsStatus', ['0x1234']))).code).toBe(5730)
    wallet.reject('wallet_sendCalls')
    expect((await rejection(request(wallet, 'wallet_sendCalls', batch({})))).code).toBe(4001)
    expect(await createPublicClient({ transport: http(chain.rpcUrl) }).getTransactionCount({ address })).toBe(
      0,
    )
  })
})
