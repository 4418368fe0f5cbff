import { vi } from 'vitest'
import type { PayExchange } from '../PayExchange.js'

/** A token the stubbed cloud's exchanges deposit besides the coin. */
export type StubToken = { asset: string; symbol: string; decimals: number }

/** The one exchange the stubbed cloud lists unless told otherwise. */
export const binnacle: PayExchange = { id: 'binance', name: 'Binnacle' }

type StubStatus = 'pending' | 'success' | 'failed'

/** The id the stubbed cloud gives the `n`th payment it signs (from 1): `pay_` and 32 hex digits. */
export const stubPaymentId = (n: number) => `pay_${String(n).padStart(32, '0')}`

/** The transaction the stubbed exchange reports for the `n`th payment once it succeeded. */
export const stubTxHash = (n: number) => `0x${String(n).padStart(64, 'a')}`

/**
 * The cloud's pay routes answered in memory (this package's unit tests): `exchanges` listed (with the coin and
 * `tokens` when no asset is named), the exchange's page signed (its bodies in `cloud.urls`, the nth payment's id
 * `stubPaymentId(n)`), each payment's status whatever `cloud.statuses[id]` says, else `cloud.status` (pending until a
 * test changes it), with the exchange's id of the payment when `cloud.confirmed` (the visitor confirmed on its page);
 * `cloud.reads` counts its status reads.
 */
export function stubPayCloud(exchanges: PayExchange[] = [binnacle], tokens: readonly StubToken[] = []) {
  const cloud = {
    reads: 0,
    status: 'pending' as StubStatus,
    statuses: {} as Record<string, StubStatus>,
    confirmed: false,
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
      const n = cloud.urls.length
      return json({ url: `https://exchange.test/pay?ref=${n}`, paymentId: stubPaymentId(n) })
    }
    if (pathname.startsWith('/v1/pay/payments/')) {
      cloud.reads += 1
      const id = pathname.slice('/v1/pay/payments/'.length)
      const status = cloud.statuses[id] ?? cloud.status
      const txHash = status === 'success' ? stubTxHash(Number(id.slice(4))) : null
      const confirmed = cloud.confirmed || status !== 'pending'
      return json({ status, exchangePaymentId: confirmed ? `ex_${id}` : null, txHash, failureReason: null })
    }
    return json({ error: 'not_found' }, 404)
  })
  return cloud
}
