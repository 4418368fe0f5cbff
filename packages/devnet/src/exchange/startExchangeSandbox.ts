import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Address } from 'viem'
import { close, listen } from '../json/listen.js'
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

const sameSecret = (given: string, expected: string) => {
  const left = Buffer.from(given)
  const right = Buffer.from(expected)
  return left.length === right.length && timingSafeEqual(left, right)
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
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/pay') {
      handleExchangePage(context, request, response, url).catch(() => {
        if (!response.headersSent) response.writeHead(500)
        response.end()
      })
      return
    }
    if (url.pathname.startsWith('/api/')) {
      if (!sameSecret(request.headers.authorization ?? '', `Bearer ${parameters.apiKey}`)) {
        response.writeHead(401, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'A valid API key is required.' } }),
        )
        return
      }
      api(request, response, url)
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('Not found')
  })
  const port = await listen(server, parameters.port ?? 0)
  return {
    url: `http://127.0.0.1:${port}`,
    hotWallet: exchangeHotWallet.address,
    payments: () => [...context.payments.values()].map((payment) => ({ ...payment })),
    async stop() {
      await close(server)
      await Promise.allSettled([...work])
    },
  }
}
