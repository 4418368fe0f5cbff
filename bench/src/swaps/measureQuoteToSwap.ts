import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCloud, testConfig } from '@portico/cloud/testing'
import { createMemoryBackend, type Network } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector } from '@portico/core/testing'
import { devnetEvmContracts, devnetEvmMarket } from '@portico/devnet'
import { swaps } from '@portico/swaps'
import { createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type Summary, summarize } from '../stats/summarize.js'
import { startEvmDevnetWithFile } from './startEvmDevnetWithFile.js'

/** One side's timings over the recorded rounds (ms). */
export type SwapSideTimings = {
  /** Amount typed → the quote with its network fee ready to show. */
  quoteMs: Summary | null
  /** Swap pressed → the transaction mined (the widget: and the balances read again). */
  swapMs: Summary | null
  /** The two, round by round. */
  quoteToSwapMs: Summary | null
}

/** The quote → swap scenario: Portico's swaps feature beside the same swap done by hand with viem (docs/benchmarks.md). */
export type QuoteToSwapTimings = {
  rounds: number
  amountEth: string
  portico: SwapSideTimings
  direct: SwapSideTimings
  error?: string
}

const AMOUNT = '0.01'
const { usdc } = devnetEvmContracts
const { router, weth } = devnetEvmMarket

type Sample = { quote: number; swap: number }
const sideOf = (samples: Sample[]): SwapSideTimings => ({
  quoteMs: summarize(samples.map((sample) => sample.quote)),
  swapMs: summarize(samples.map((sample) => sample.swap)),
  quoteToSwapMs: summarize(samples.map((sample) => sample.quote + sample.swap)),
})

/**
 * Swaps 0.01 ETH for USDC on a local anvil chain's Uniswap v2 pools, `rounds` times each way (after one discarded
 * round), alternating which goes first: through `@portico/swaps` (the real controller, quoted and built by a real
 * Portico Cloud on PGlite, sent by a wallet holding a devnet key, as an injected wallet does at once), and the floor a
 * plain viem app starts from: `getAmountsOut` with the gas estimate and price read from the node, then
 * `swapExactETHForTokens` with a 1 % bound and that estimate + 20 % (as the widget), and its receipt. In Node, without the page's rendering: what differs is
 * the cloud's round trips and the widget's own work.
 */
export async function measureQuoteToSwap(rounds: number): Promise<QuoteToSwapTimings> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-bench-swaps-'))
  // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
  await mkdir(join(dir, 'data'))
  const { devnet, file: devnetFile } = await startEvmDevnetWithFile(dir).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true })
    throw error
  })
  const portico: Sample[] = []
  const direct: Sample[] = []
  const result = (error?: unknown): QuoteToSwapTimings => ({
    rounds,
    amountEth: AMOUNT,
    portico: sideOf(portico),
    direct: sideOf(direct),
    ...(error === undefined ? {} : { error: error instanceof Error ? error.message : String(error) }),
  })
  let stopCloud = async () => undefined as unknown
  try {
    const cloud = await startCloud(
      testConfig({ dataDir: join(dir, 'data'), devnetEndpointsFile: devnetFile }),
    )
    stopCloud = () => cloud.stop()
    const [chain] = devnet.eip155.chains
    const [, , , widgetKey, directKey] = devnet.eip155.accounts
    if (!chain || !widgetKey || !directKey) throw new Error('the devnet started no EVM chain or accounts')
    const network: Network = {
      id: chain.chainId,
      caipNetworkId: `eip155:${chain.chainId}`,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }
    const widget = await porticoSwapper(network, cloud.url, widgetKey.privateKey)
    const byHand = directSwapper(chain.rpcUrl, directKey.privateKey)
    for (let round = 0; round <= rounds; round++) {
      const sides: [Sample[], () => Promise<Sample>][] = [
        [portico, widget],
        [direct, byHand],
      ]
      if (round % 2 === 1) sides.reverse()
      for (const [samples, swap] of sides) {
        const sample = await swap()
        if (round > 0) samples.push(sample)
      }
    }
    return result()
  } catch (error) {
    return result(error)
  } finally {
    await stopCloud()
    await devnet.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

/** A Portico with the swaps feature on the devnet and the cloud, its wallet sending with `privateKey`. */
async function porticoSwapper(
  network: Network,
  cloudUrl: string,
  privateKey: Hex,
): Promise<() => Promise<Sample>> {
  const account = privateKeyToAccount(privateKey)
  const wallet = createWalletClient({ account, transport: http(network.rpcUrls.default.http[0]) })
  const adapter = createFakeAdapter({
    namespace: 'eip155',
    connectors: [fakeConnector('eip155')],
    chainId: network.id,
    accountsByConnector: { fake: [account.address] },
  })
  adapter.sendTransaction = (transaction) =>
    wallet.sendTransaction({
      chain: null,
      to: transaction.to as Hex,
      data: transaction.data as Hex | undefined,
      value: transaction.value,
      gas: transaction.gas,
    })
  const portico = createTestPortico({
    projectId: 'portico-lab',
    networks: [network],
    adapters: [adapter],
    cloudUrl,
    storage: createMemoryBackend(),
    plugins: [swaps({ quoteRefreshMs: 60_000 })],
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const api = portico.getFeature(swaps)
  if (!api) throw new Error('swaps() gave no API')
  const state = () => portico.state.plugins.swaps as { status: string; quote?: unknown; error?: string }
  return async () => {
    await api.open({ fromToken: 'ETH', toToken: 'USDC' })
    api.update({ fromAmount: AMOUNT })
    const typed = performance.now()
    await api.refreshQuote()
    const quote = performance.now() - typed
    if (!state().quote) throw new Error(`Portico showed no quote: ${state().error ?? 'none'}`)
    const pressed = performance.now()
    await api.execute()
    const swap = performance.now() - pressed
    if (state().status !== 'success')
      throw new Error(`Portico's swap ended ${state().status}: ${state().error}`)
    api.reset()
    return { quote, swap }
  }
}

/** The same swap as a plain viem app does it against the router. */
function directSwapper(rpcUrl: string, privateKey: Hex): () => Promise<Sample> {
  const account = privateKeyToAccount(privateKey)
  const client = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({ account, transport: http(rpcUrl) })
  const amount = parseEther(AMOUNT)
  const path = [weth.address, usdc.address] as const
  const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 1200)
  return async () => {
    const typed = performance.now()
    const [[, out], gas] = await Promise.all([
      client.readContract({ ...router, functionName: 'getAmountsOut', args: [amount, [...path]] }),
      client.estimateContractGas({
        ...router,
        account,
        functionName: 'swapExactETHForTokens',
        args: [0n, [...path], account.address, deadline()],
        value: amount,
      }),
      client.getGasPrice(),
    ])
    const quote = performance.now() - typed
    if (!out) throw new Error('the router quoted nothing')
    const pressed = performance.now()
    const hash = await wallet.writeContract({
      ...router,
      chain: null,
      functionName: 'swapExactETHForTokens',
      args: [(out * 99n) / 100n, [...path], account.address, deadline()],
      value: amount,
      // The node's estimate with a margin, as the widget sends it: exactly the estimate can run out.
      gas: (gas * 12n) / 10n,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    const swap = performance.now() - pressed
    if (receipt.status !== 'success') throw new Error('the direct swap reverted')
    return { quote, swap }
  }
}
