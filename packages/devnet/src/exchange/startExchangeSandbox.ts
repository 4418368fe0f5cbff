import { randomBytes } from 'node:crypto'
import type { Address } from 'viem'
import { close } from '../json/listen.js'
import { startSandboxServer } from '../sandbox/startSandboxServer.js'
import type { ExchangeSandboxAsset, ExchangeSandboxContext } from './ExchangeSandboxContext.js'
import type { ExchangeSandboxPayment } from './ExchangeSandboxPayment.js'
import { exchangeHotWallet, fundExchangeHotWallet } from './exchangeHotWallet.js'
import { exchangeSandboxApi } from './exchangeSandboxApi.js'
import { handleExchangePage } from './handleExchangePage.js'
import { type ExchangeChain, exchangeTransferSender } from './sendExchangeTransfer.js'

export interface StartExchangeSandboxParameters {
  /** 0 (default) picks a free port. */
  readonly port?: number | undefined
  /** What the cloud sends as `authorization: Bearer <apiKey>` on the API. */
  readonly apiKey: string
  /** The secret the cloud signs payment URLs with. */
  readonly urlSigningSecret: string
  /** The local anvil chain it pays on; its hot wallet is funded there at start. */
  readonly evm: ExchangeChain
  /** The tokens it pays with besides the native coin (StandardToken deployments, e.g. the devnet's USDC). */
  readonly tokens: readonly {
    readonly address: Address
    readonly symbol: string
    readonly decimals: number
  }[]
  /** The name its page shows (default `Binnacle`). */
  readonly name?: string | undefined
}

export interface ExchangeSandbox {
  /** `http://127.0.0.1:<port>`: the API under `/api`, the payment page at `/pay`. */
  readonly url: string
  /** The hot wallet's address, which every payment comes from. */
  readonly hotWallet: Address
  /** Every payment so far. */
  payments(): ExchangeSandboxPayment[]
  stop(): Promise<void>
}

/**
 * A local exchange on its own origin, standing in for one a visitor pays from: a page opened from a URL the cloud
 * signed where a test user logs in and confirms, a transfer of ETH or a token from the exchange's own hot wallet on
 * the local EVM chain, and a status API (pending, success, failed) behind an API key.
 * @example const exchange = await startExchangeSandbox({ apiKey, urlSigningSecret, evm, tokens: [usdc] })
 */
export async function startExchangeSandbox(
  parameters: StartExchangeSandboxParameters,
): Promise<ExchangeSandbox> {
  await fundExchangeHotWallet(parameters.evm.rpcUrl, parameters.tokens)
  const assets: ExchangeSandboxAsset[] = [
    { asset: 'native', symbol: 'ETH', decimals: 18 },
    ...parameters.tokens.map(({ address, symbol, decimals }) => ({ asset: address, symbol, decimals })),
  ]
  const work = new Set<Promise<unknown>>()
  const context: ExchangeSandboxContext = {
    name: parameters.name ?? 'Binnacle',
    network: `eip155:${parameters.evm.chainId}`,
    assets,
    urlSigningSecret: parameters.urlSigningSecret,
    sessionSecret: randomBytes(32).toString('hex'),
    payments: new Map(),
    send: exchangeTransferSender(parameters.evm),
    track(task) {
      work.add(task)
      task.finally(() => work.delete(task)).catch(() => undefined)
    },
    newPaymentId: () => `xpay_${randomBytes(10).toString('hex')}`,
  }
  const api = exchangeSandboxApi(context)
  const { server, url } = await startSandboxServer({
    pagePath: '/pay',
    page: (request, response, pageUrl) => handleExchangePage(context, request, response, pageUrl),
    api,
    apiKey: parameters.apiKey,
    port: parameters.port,
  })
  return {
    url,
    hotWallet: exchangeHotWallet.address,
    payments: () => [...context.payments.values()].map((payment) => ({ ...payment })),
    async stop() {
      await close(server)
      await Promise.allSettled([...work])
    },
  }
}
