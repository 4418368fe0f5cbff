import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningCloud, startCloud, testConfig } from '@portico/cloud/testing'
import {
  type Devnet,
  devnetEvmContracts,
  devnetEvmMarket,
  startDevnet,
  writeDevnetFile,
} from '@portico/devnet'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletKeys } from '../../../custody/deriveWalletKeys.js'
import type { ApprovalReview } from '../../../frame/ApprovalReview.js'
import { createFrameTranslator } from '../../../i18n/createFrameTranslator.js'
import { createEvmRpc } from '../createEvmRpc.js'
import { ETHER_UNIT } from '../NativeCurrencyUnit.js'
import { serveEvmRequest } from '../serveEvmRequest.js'

const { usdc, token: ptk } = devnetEvmContracts
const { router, weth } = devnetEvmMarket
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const ATTACKER = '0x000000000000000000000000000000000000dEaD'
const ROUTER_NAMED = `Uniswap v2 Router02 (${router.address})`

let devnet: Devnet<'eip155'>
let cloud: RunningCloud
let dir: string
const chain = () => devnet.eip155.chains[0] ?? { chainId: 0, rpcUrl: '' }
const wallet = () => privateKeyToAccount(devnet.eip155.accounts[3]?.privateKey ?? '0x')
const id = (address: string) => `eip155:${chain().chainId}:${address.toLowerCase()}`

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  dir = await mkdtemp(join(tmpdir(), 'portico-frame-swaps-'))
  // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
  await mkdir(join(dir, 'data'))
  const devnetFile = join(dir, 'endpoints.json')
  await writeDevnetFile(devnetFile, {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    eip155: devnet.eip155,
  })
  cloud = await startCloud(testConfig({ dataDir: join(dir, 'data'), devnetEndpointsFile: devnetFile }))
  // A devnet and a cloud on PGlite: 80 to 120 s on the busy two-core machine, so the bound is above the project's.
}, 240_000)

afterAll(async () => {
  await cloud?.stop()
  await devnet?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** What Portico Cloud builds for the widget (`/v1/convert/build-*`), as the swaps package asks it. */
async function cloudBuilt(
  path: string,
  body: Record<string, string>,
): Promise<{ tx: { to: Hex; data: Hex; value: string } } & Record<string, unknown>> {
  const post = path === '/v1/convert/build-transaction'
  const url = new URL(`${cloud.url}${path}`)
  url.searchParams.set('projectId', 'portico-lab')
  if (!post) for (const [key, value] of Object.entries(body)) url.searchParams.set(key, value)
  const response = await fetch(url, {
    method: post ? 'POST' : 'GET',
    ...(post ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json() as never
}

/** The rows the frame's approval screen shows for eth_sendTransaction of `tx` (its value decimal or hex; the visitor then rejects it). */
async function reviewOf(tx: {
  to: Hex
  data: Hex
  value?: string | undefined
}): Promise<Record<string, string>> {
  const account = wallet()
  const shown: (ApprovalReview | undefined)[] = []
  const keys = { evmAddress: account.address } as WalletKeys
  const answer = serveEvmRequest({
    method: 'eth_sendTransaction',
    // The gas given, as the swaps package gives it: a swap the chain would refuse is still shown.
    params: [
      {
        from: account.address,
        to: tx.to,
        data: tx.data,
        value: numberToHex(BigInt(tx.value ?? 0)),
        gas: '0x30d40',
      },
    ],
    chainId: chain().chainId,
    nativeCurrency: ETHER_UNIT,
    t: createFrameTranslator(),
    rpc: createEvmRpc(chain().rpcUrl),
    address: async () => keys.evmAddress,
    approve: async (review) => {
      shown.push(review)
      throw new Error('User rejected the request')
    },
    switchChain: () => undefined,
  })
  await expect(answer).rejects.toThrow('User rejected the request')
  return Object.fromEntries(
    (shown[0]?.sections ?? []).flatMap((section) => section.rows).map((row) => [row.key, row.value]),
  )
}

describe("the frame's review of a swap, decoded from the router's ABI", () => {
  it('shows the approval the cloud builds with the router named as the spender', async () => {
    const { tx } = await cloudBuilt('/v1/convert/build-approve', {
      from: id(usdc.address),
      to: id(ptk.address),
      amount: '10000000',
      userAddress: wallet().address,
    })
    expect(await reviewOf(tx)).toMatchObject({
      action: 'Approve spending',
      spender: ROUTER_NAMED,
      allowance: '10 USDC',
    })
  })

  it('shows the ETH → USDC swap the cloud builds: amounts, route and recipient from the call data', async () => {
    const built = await cloudBuilt('/v1/convert/build-transaction', {
      userAddress: wallet().address,
      from: id(NATIVE),
      to: id(usdc.address),
      amount: String(parseEther('0.1')),
    })
    const minimum = formatUnits(BigInt(built.minimumToAmount as string), 6)
    expect(await reviewOf(built.tx)).toMatchObject({
      to: ROUTER_NAMED,
      amount: '0.1 ETH',
      action: `Swap 0.1 ETH for at least ${minimum} USDC`,
      route: 'WETH → USDC',
      recipient: wallet().address,
    })
  })

  it('shows the USDC → PTK swap the cloud builds once the router may spend the USDC', async () => {
    const account = wallet()
    const writer = createWalletClient({ account, transport: http(chain().rpcUrl) })
    const hash = await writer.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router.address, 10_000_000n],
      chain: null,
    })
    await createPublicClient({ transport: http(chain().rpcUrl) }).waitForTransactionReceipt({ hash })
    const built = await cloudBuilt('/v1/convert/build-transaction', {
      userAddress: account.address,
      from: id(usdc.address),
      to: id(ptk.address),
      amount: '10000000',
    })
    const shown = await reviewOf(built.tx)
    expect(shown.action).toBe(
      `Swap 10 USDC for at least ${formatUnits(BigInt(built.minimumToAmount as string), 18)} PTK`,
    )
    expect(shown.route).toMatch(/^USDC → (WETH → )?PTK$/)
    expect(shown.recipient).toBe(account.address)
  })

  it('shows a hostile swap paying another address with that recipient, marked as not this account', async () => {
    const data = encodeFunctionData({
      abi: router.abi,
      functionName: 'swapExactTokensForTokens',
      args: [10_000_000n, parseEther('9.9'), [usdc.address, weth.address, ptk.address], ATTACKER, 2n ** 40n],
    })
    expect(await reviewOf({ to: router.address, data })).toMatchObject({
      to: ROUTER_NAMED,
      action: 'Swap 10 USDC for at least 9.9 PTK',
      route: 'USDC → WETH → PTK',
      recipient: `${ATTACKER} (not this account)`,
    })
  })

  it('shows a swap paid out in the native currency, and names no contract it does not know', async () => {
    const data = encodeFunctionData({
      abi: router.abi,
      functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
      args: [parseEther('3'), parseEther('0.5'), [ptk.address, weth.address], wallet().address, 2n ** 40n],
    })
    expect(await reviewOf({ to: ATTACKER, data })).toMatchObject({
      to: ATTACKER,
      action: 'Swap 3 PTK for at least 0.5 ETH',
      route: 'PTK → WETH',
      recipient: wallet().address,
    })
  })

  it('shows a call it cannot decode as unknown, with its selector and size', async () => {
    const data = `0xdeadbeef${'00'.repeat(32)}` as Hex
    expect(await reviewOf({ to: router.address, data })).toMatchObject({
      to: ROUTER_NAMED,
      action: 'Unknown call: the wallet cannot read what it does',
      data: '0xdeadbeef (36 bytes)',
    })
  })
})
