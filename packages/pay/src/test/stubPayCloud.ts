import { vi } from 'vitest'
import type { PayExchange } from '../PayExchange.js'

/** A token the stubbed cloud's exchanges deposit besides the coin. */
export type StubToken = { asset: string; symbol: string; decimals: number }

/** The one exchange the stubbed cloud lists unless told otherwise. */
export const binnacle: PayExchange = { id: 'binance', name: 'Binnacle' }

/**
 * The cloud's pay routes answered in memory (this package's unit tests): `exchanges` listed (with the coin and
 * `tokens` when no asset is named), the exchange's page signed (its bodies in `cloud.urls`), the payment's status whatever `cloud.status` says (pending until a test changes it); `cloud.reads` counts
 * its status reads.
 */
export function stubPayCloud(exchanges: PayExchange[] = [binnacle], tokens: readonly StubToken[] = []) {
  const cloud = {
    reads: 0,
    status: 'pending' as 'pending' | 'success' | 'failed',
    /** The bodies of the payment URLs asked for. */
    urls: [] as Record<string, string>[],
  }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  // Without an asset the cloud lists every asset each exchange deposits: the coin, then the tokens.
  const assets = [{ asset: 'native', symbol: 'ETH', decimals: 18 }, ...tokens]
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(input instanceof Request ? input.url : String(input))
    if (pathname === '/v1/pay/exchanges')
      return json({
        exchanges: searchParams.has('asset')
          ? exchanges
          : exchanges.flatMap((exchange) => assets.map((asset) => ({ ...exchange, ...asset }))),
      })
    if (pathname === '/v1/pay/url') {
      cloud.urls.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, string>)
      return json({ url: 'https://exchange.test/pay?ref=1', paymentId: `pay_${'1'.repeat(32)}` })
    }
    if (pathname.startsWith('/v1/pay/payments/')) {
      cloud.reads += 1
      const txHash = cloud.status === 'success' ? `0x${'ab'.repeat(32)}` : null
      return json({ status: cloud.status, txHash, failureReason: null })
    }
    return json({ error: 'not_found' }, 404)
  })
  return cloud
}
