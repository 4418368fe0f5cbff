import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Devnet,
  defineDevnetEvmChain,
  devnetEvmAccounts,
  devnetEvmContracts,
  devnetEvmMarket,
  startDevnet,
  writeDevnetFile,
} from '@portico/devnet'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  toFunctionSelector,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'

const LAB = 'portico-lab'
const CHAIN = 'eip155:31337'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const { usdc, usdt, token: ptk } = devnetEvmContracts
const { router, weth, feeOnTransferToken: dtt } = devnetEvmMarket
const id = (address: string) => `${CHAIN}:${address.toLowerCase()}`
const account = privateKeyToAccount(devnetEvmAccounts[4].privateKey)

type Quote = {
  toAmount: string
  path: string[]
  feeOnTransfer: boolean
  provider: string
  priceImpact: number
}
type Built = Quote & {
  tx: { to: Hex; data: Hex; value: string; eip155: { gas: string; gasPrice: string } }
  minimumToAmount: string
}

/** Why a mined transaction reverted: its call replayed on the state before its block, and its gas used of its limit. */
async function whyReverted(chain: PublicClient, hash: Hex, blockNumber: bigint, gasUsed: bigint) {
  const sent = await chain.getTransaction({ hash })
  const replayed = await chain
    .call({
      account: sent.from,
      to: sent.to,
      data: sent.input,
      value: sent.value,
      blockNumber: blockNumber - 1n,
    })
    .then(
      () => 'the call succeeds when replayed',
      (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error)),
    )
  return `reverted in block ${blockNumber}: ${replayed}; gas ${gasUsed} of ${sent.gas}`
}

/** The swap service of a real cloud over the devnet's Uniswap v2 pools on anvil (the pools provider). */
describe('swaps over the devnet market', () => {
  let devnet: Devnet<'eip155'>
  let cloud: RunningCloud
  let dir: string
  let chain: PublicClient
  let wallet: ReturnType<typeof createWalletClient>

  const get = async <T>(path: string, query: Record<string, string>) => {
    const response = await fetch(`${cloud.url}${path}?${new URLSearchParams({ projectId: LAB, ...query })}`)
    return { status: response.status, body: (await response.json()) as T }
  }
  const quote = async (from: string, to: string, amount: bigint) => {
    const answer = await get<{ quotes: Quote[] }>('/v1/convert/quotes', {
      from: id(from),
      to: id(to),
      amount: String(amount),
    })
    expect(answer.status).toBe(200)
    return answer.body.quotes[0] as Quote
  }
  const build = async (from: string, to: string, amount: bigint, slippage?: number) => {
    const response = await fetch(`${cloud.url}/v1/convert/build-transaction?projectId=${LAB}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userAddress: account.address,
        from: id(from),
        to: id(to),
        amount: String(amount),
        ...(slippage === undefined ? {} : { eip155: { slippage } }),
      }),
    })
    return { status: response.status, body: (await response.json()) as Built }
  }
  /**
   * Sends a built transaction as the widget does: with the cloud's gas estimate plus 20 % (withGasMargin in
   * @portico/swaps). A limit that is exactly an estimate can run out: a pool's first swap in a new second writes its
   * price accumulators, which the estimate, made in the second of the last block, did not (one CI run's sell reverted
   * 89 gas under such a limit).
   */
  const sendReceipt = async (tx: { to: Hex; data: Hex; value: string; eip155?: { gas: string } }) => {
    const hash = await wallet.sendTransaction({
      account,
      chain: wallet.chain,
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
      ...(tx.eip155 ? { gas: (BigInt(tx.eip155.gas) * 12n) / 10n } : {}),
    })
    return chain.waitForTransactionReceipt({ hash })
  }
  const send = async (tx: Parameters<typeof sendReceipt>[0]) => (await sendReceipt(tx)).status
  const balanceOf = (token: string) =>
    token === NATIVE
      ? chain.getBalance({ address: account.address })
      : chain.readContract({
          address: token as Hex,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        })
  const amountsOut = async (amount: bigint, path: string[]) =>
    chain.readContract({ ...router, functionName: 'getAmountsOut', args: [amount, path as Hex[]] })

  beforeAll(async () => {
    devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
    dir = await mkdtemp(join(tmpdir(), 'portico-cloud-swaps-'))
    // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
    await mkdir(join(dir, 'data'))
    const devnetFile = join(dir, 'endpoints.json')
    await writeDevnetFile(devnetFile, {
      pid: process.pid,
      startedAt: new Date().toISOString(),
      eip155: devnet.eip155,
    })
    cloud = await startCloud(testConfig({ dataDir: join(dir, 'data'), devnetEndpointsFile: devnetFile }))
    const first = devnet.eip155.chains[0]
    if (!first) throw new Error('the devnet started no EVM chain')
    const viemChain = defineDevnetEvmChain(first)
    chain = createPublicClient({ chain: viemChain, transport: http(), pollingInterval: 20 }) as PublicClient
    wallet = createWalletClient({ account, chain: viemChain, transport: http(), pollingInterval: 20 })
  })

  afterAll(async () => {
    await cloud?.stop()
    await devnet?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it("quotes what the pools' own math gives (Router02's getAmountsOut), in one hop and through WETH", async () => {
    const direct = await quote(NATIVE, usdc.address, parseEther('1'))
    expect(direct.provider).toBe('pools')
    expect(direct.path).toEqual([id(weth.address), id(usdc.address)])
    expect(BigInt(direct.toAmount)).toBe((await amountsOut(parseEther('1'), [weth.address, usdc.address]))[1])
    expect(direct.priceImpact).toBeGreaterThan(0.9)
    expect(direct.priceImpact).toBeLessThan(1.1)

    const twoHops = await quote(usdt.address, usdc.address, parseUnits('500', 6))
    expect(twoHops.path).toEqual([id(usdt.address), id(weth.address), id(usdc.address)])
    const viaWeth = await amountsOut(parseUnits('500', 6), [usdt.address, weth.address, usdc.address])
    expect(BigInt(twoHops.toAmount)).toBe(viaWeth[2])
  })

  it('routes ETH → PTK through USDC, where two hops give more than the thin direct pool', async () => {
    const amount = parseEther('0.01')
    const best = await quote(NATIVE, ptk.address, amount)
    expect(best.path).toEqual([id(weth.address), id(usdc.address), id(ptk.address)])
    const direct = (await amountsOut(amount, [weth.address, ptk.address]))[1] ?? 0n
    const viaUsdc = (await amountsOut(amount, [weth.address, usdc.address, ptk.address]))[2] ?? 0n
    expect(BigInt(best.toAmount)).toBe(viaUsdc)
    expect(viaUsdc).toBeGreaterThan(direct)
  })

  it('builds an ETH → USDC swap the router executes, moving the balances as quoted, within the slippage asked', async () => {
    const amount = parseEther('0.5')
    const built = await build(NATIVE, usdc.address, amount, 2)
    expect(built.status).toBe(200)
    expect(built.body.tx.to).toBe(router.address.toLowerCase())
    expect(BigInt(built.body.minimumToAmount)).toBe((BigInt(built.body.toAmount) * 9_800n) / 10_000n)
    const before = await balanceOf(usdc.address)
    expect(await send(built.body.tx)).toBe('success')
    expect((await balanceOf(usdc.address)) - before).toBe(BigInt(built.body.toAmount))
  })

  it('approves the exact amount with the built approve calldata, then swaps USDC → PTK', async () => {
    const amount = parseUnits('20', 6)
    const allowance = () =>
      get<{ allowance: string; spender: string }>('/v1/convert/allowance', {
        tokenAddress: id(usdc.address),
        userAddress: account.address,
      })
    expect((await allowance()).body).toEqual({ allowance: '0', spender: router.address.toLowerCase() })
    const approve = await get<{ tx: { to: Hex; data: Hex; value: string; eip155: { gas: string } } }>(
      '/v1/convert/build-approve',
      {
        userAddress: account.address,
        from: id(usdc.address),
        to: id(ptk.address),
        amount: String(amount),
      },
    )
    expect(approve.status).toBe(200)
    expect(await send(approve.body.tx)).toBe('success')
    expect((await allowance()).body.allowance).toBe(String(amount))

    const built = await build(usdc.address, ptk.address, amount)
    expect(BigInt(built.body.minimumToAmount)).toBe((BigInt(built.body.toAmount) * 9_900n) / 10_000n)
    const before = await balanceOf(ptk.address)
    expect(await send(built.body.tx)).toBe('success')
    expect((await balanceOf(ptk.address)) - before).toBe(BigInt(built.body.toAmount))
  })

  it("quotes the fee-on-transfer token with its fee and swaps it with the router's supporting-fee functions", async () => {
    const buy = await build(NATIVE, dtt.address, parseEther('0.1'))
    expect(buy.body.feeOnTransfer).toBe(true)
    const poolsOwn = (await amountsOut(parseEther('0.1'), [weth.address, dtt.address]))[1] ?? 0n
    // The pool sends what getAmountsOut says; the token burns 1 % of it on the way.
    expect(BigInt(buy.body.toAmount)).toBe(poolsOwn - poolsOwn / 100n)
    expect(buy.body.tx.data.slice(0, 10)).toBe(
      toFunctionSelector(
        'swapExactETHForTokensSupportingFeeOnTransferTokens(uint256,address[],address,uint256)',
      ),
    )
    expect(await send(buy.body.tx)).toBe('success')
    const held = await balanceOf(dtt.address)
    expect(held).toBe(BigInt(buy.body.toAmount))

    const approve = await get<{ tx: { to: Hex; data: Hex; value: string; eip155: { gas: string } } }>(
      '/v1/convert/build-approve',
      {
        userAddress: account.address,
        from: id(dtt.address),
        to: id(NATIVE),
        amount: String(held),
      },
    )
    expect(await send(approve.body.tx)).toBe('success')
    const sell = await build(dtt.address, NATIVE, held)
    expect(sell.body.feeOnTransfer).toBe(true)
    const ethBefore = await balanceOf(NATIVE)
    const receipt = await sendReceipt(sell.body.tx)
    // Should the sell revert, the failure says why (the call replayed on the state it met, and its gas of the limit).
    const why =
      receipt.status === 'success'
        ? ''
        : await whyReverted(chain, receipt.transactionHash, receipt.blockNumber, receipt.gasUsed)
    expect(receipt.status, why).toBe('success')
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await balanceOf(NATIVE)) - ethBefore + gasPaid).toBe(BigInt(sell.body.toAmount))
  })

  it('builds a swap that reverts on chain, funds intact, when the pool moves past the slippage before it is sent', async () => {
    const built = await build(NATIVE, usdt.address, parseEther('1'), 0.5)
    // Another account sells 5 ETH into the same pool first: ETH buys over 5 % less USDT, far past 0.5 %.
    const whale = privateKeyToAccount(devnetEvmAccounts[6].privateKey)
    const whaleWallet = createWalletClient({ account: whale, chain: wallet.chain, transport: http() })
    const moved = await whaleWallet.writeContract({
      ...router,
      chain: wallet.chain,
      functionName: 'swapExactETHForTokens',
      args: [0n, [weth.address, usdt.address], whale.address, 2n ** 64n],
      value: parseEther('5'),
    })
    expect((await chain.waitForTransactionReceipt({ hash: moved })).status).toBe('success')
    const [usdtBefore, ethBefore] = [await balanceOf(usdt.address), await balanceOf(NATIVE)]
    const hash = await wallet.sendTransaction({
      account,
      chain: wallet.chain,
      to: built.body.tx.to,
      data: built.body.tx.data,
      value: BigInt(built.body.tx.value),
      gas: 300_000n,
    })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('reverted')
    expect(await balanceOf(usdt.address)).toBe(usdtBefore)
    // Only the gas is spent: the ETH sent comes back with the revert.
    expect(await balanceOf(NATIVE)).toBe(ethBefore - receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it("answers the node's gas estimate with the built swap and approval; unestimable ones with a clear code", async () => {
    const eth = await build(NATIVE, usdc.address, parseEther('0.2'))
    expect(eth.status).toBe(200)
    const { to, data, value } = eth.body.tx
    const own = await chain.estimateGas({ account: account.address, to, data, value: BigInt(value) })
    expect(BigInt(eth.body.tx.eip155.gas)).toBe(own)
    // The estimate is enough gas to send the swap with.
    const hash = await wallet.sendTransaction({
      account,
      chain: wallet.chain,
      to,
      data,
      value: BigInt(value),
      gas: own,
    })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')

    // USDT → USDC needs the approval first: the swap cannot be estimated, the approval can.
    const amount = parseUnits('7', 6)
    const unapproved = await build(usdt.address, usdc.address, amount)
    expect(unapproved).toMatchObject({ status: 400, body: { error: 'approval_required' } })
    const approve = await get<{ tx: { to: Hex; data: Hex; eip155: { gas: string } } }>(
      '/v1/convert/build-approve',
      { userAddress: account.address, from: id(usdt.address), to: id(usdc.address), amount: String(amount) },
    )
    expect(approve.status).toBe(200)
    const approveOwn = await chain.estimateGas({
      account: account.address,
      to: approve.body.tx.to,
      data: approve.body.tx.data,
    })
    expect(BigInt(approve.body.tx.eip155.gas)).toBe(approveOwn)

    // More ETH than the account holds: the node refuses the estimate; a clear 400, not a 500.
    const tooMuch = await build(NATIVE, usdc.address, parseEther('100000'))
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body).toMatchObject({ error: 'swap_would_revert' })
  })

  it('lists the tokens with the account balances and prices, and gives gas prices', async () => {
    const tokens = await get<{
      tokens: { symbol: string; address: string; balance: string; price: number | null }[]
    }>('/v1/convert/tokens', { chainId: CHAIN, address: devnetEvmAccounts[5].address })
    expect(tokens.status).toBe(200)
    expect(tokens.body.tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'USDT', 'PTK', 'DTT'])
    const usdcRow = tokens.body.tokens.find((token) => token.symbol === 'USDC')
    expect(usdcRow).toMatchObject({
      address: id(usdc.address),
      balance: String(usdc.balancePerAccount),
      price: 1,
    })
    const gas = await get<{ standard: string; fast: string; instant: string }>('/v1/convert/gas-price', {
      chainId: CHAIN,
    })
    expect(BigInt(gas.body.fast)).toBeGreaterThan(BigInt(gas.body.standard))
  })

  it('refuses a slippage out of bounds, an unknown token and a project with swaps off, with clear errors', async () => {
    const tooLoose = await build(NATIVE, usdc.address, parseEther('1'), 80)
    expect(tooLoose.status).toBe(400)
    expect(tooLoose.body).toMatchObject({ error: 'invalid_request' })
    const unknown = await get<{ error: string }>('/v1/convert/quotes', {
      from: id(NATIVE),
      to: id('0x000000000000000000000000000000000000dead'),
      amount: '1000',
    })
    expect(unknown).toMatchObject({ status: 400, body: { error: 'no_route' } })
    const off = await fetch(`${cloud.url}/admin/v1/projects/${LAB}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${cloud.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ features: { swaps: [] } }),
    })
    expect(off.status).toBe(200)
    const refused = await get<{ error: string }>('/v1/convert/gas-price', { chainId: CHAIN })
    expect(refused).toMatchObject({ status: 403, body: { error: 'swaps_disabled' } })
  })
})
