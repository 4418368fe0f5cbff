import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningCloud, startCloud, testConfig } from '@portico/cloud/testing'
import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameTranslator } from '../i18n/createFrameTranslator.js'
import { createEvmRpc } from '../rpc/evm/createEvmRpc.js'
import { describeTransaction } from '../rpc/evm/describeTransaction.js'
import { ETHER_UNIT } from '../rpc/evm/NativeCurrencyUnit.js'
import { readSwapRouterNames } from './readSwapRouterNames.js'

/** A self-hoster's markets on chains the frame knows no router of: a fork's router named, and one left unnamed. */
const FORK_ROUTER = '0x1b02da8cb0d097eb8d57a175b88c7d8b47997506'
const PLAIN_ROUTER = '0x4752ba5dbc23f44d87826276bf6fd6b1c372ad24'
const market = (router: string, routerName?: string) => ({
  router: router as `0x${string}`,
  ...(routerName ? { routerName } : {}),
  factory: `0x${'5c'.repeat(20)}` as const,
  weth: `0x${'c0'.repeat(20)}` as const,
  pairInitCodeHash: `0x${'00'.repeat(32)}` as const,
  tokens: [],
})
const TOKEN = `0x${'a0'.repeat(20)}` as const
/** No node answers here: the token shows by its address, the review still names the spender. */
const rpc = createEvmRpc('http://127.0.0.1:9')

let cloud: RunningCloud
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-frame-routers-'))
  // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
  await mkdir(join(dir, 'data'))
  cloud = await startCloud(
    testConfig({
      dataDir: join(dir, 'data'),
      swaps: {
        pools: {
          'eip155:42161': market(FORK_ROUTER, 'SushiSwap V2 Router'),
          'eip155:8453': market(PLAIN_ROUTER),
        },
        timeoutMs: 5_000,
      },
    }),
  )
  // A cloud on PGlite: 80 to 120 s on the busy two-core machine, so the bound is above the project's.
}, 240_000)
afterAll(async () => {
  await cloud?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** The spender row of an approval of `spender` on `chainId`, as the frame shows it with `routers`. */
async function spenderShown(chainId: number, spender: string, routers: Readonly<Record<string, string>>) {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender as `0x${string}`, 10n],
  })
  const rows = await describeTransaction(
    rpc,
    { to: TOKEN, value: 0n, data, chainId, routers },
    ETHER_UNIT,
    createFrameTranslator(),
  )
  return rows.find((row) => row.key === 'spender')?.value
}

describe("the frame names the routers of its cloud's swap markets", () => {
  it("names a self-hoster's router on another chain from the cloud's SWAPS_POOLS, on that chain only", async () => {
    const names = readSwapRouterNames(cloud.url, 'portico-lab')
    expect(await spenderShown(42161, FORK_ROUTER, await names(42161))).toBe(
      `SushiSwap V2 Router (${getAddress(FORK_ROUTER)})`,
    )
    expect(await spenderShown(8453, PLAIN_ROUTER, await names(8453))).toBe(
      `Uniswap v2 Router02 (${getAddress(PLAIN_ROUTER)})`,
    )
    // The same address on a chain whose market it is not: shown as an address.
    expect(await spenderShown(1, FORK_ROUTER, await names(1))).toBe(getAddress(FORK_ROUTER))
  })

  it('keeps the name the frame knows for a router, whatever the cloud calls it, and ignores what it cannot show', async () => {
    const mainnetRouter = '0x7a250d5630b4cf539739df2c5dacb4c659f2488d'
    const answer = {
      routers: [
        { chainId: 'eip155:1', address: mainnetRouter, name: 'Totally Safe Router' },
        { chainId: 'eip155:10', address: FORK_ROUTER, name: 'Velo\u202eretuoR' },
        { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: FORK_ROUTER, name: 'Elsewhere' },
        { chainId: 'eip155:10', address: '0x1234', name: 'Short' },
        { chainId: 'eip155:10', address: PLAIN_ROUTER, name: 'x'.repeat(65) },
      ],
    }
    const names = readSwapRouterNames('https://cloud.example', 'p', async () => Response.json(answer))
    expect(await spenderShown(1, mainnetRouter, await names(1))).toBe(
      `Uniswap v2 Router02 (${getAddress(mainnetRouter)})`,
    )
    expect(await names(10)).toEqual({})
  })

  it('names none when the cloud does not answer, and asks it again on the next review', async () => {
    let calls = 0
    const names = readSwapRouterNames('https://cloud.example', 'p', async () => {
      calls += 1
      if (calls === 1) throw new TypeError('Failed to fetch')
      return Response.json({ routers: [{ chainId: 'eip155:10', address: FORK_ROUTER, name: 'Velodrome' }] })
    })
    expect(await names(10)).toEqual({})
    expect(await names(10)).toEqual({ [FORK_ROUTER]: 'Velodrome' })
    expect(await names(10)).toEqual({ [FORK_ROUTER]: 'Velodrome' })
    expect(calls).toBe(2)
  })
})
