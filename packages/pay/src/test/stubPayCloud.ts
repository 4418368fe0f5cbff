import { vi } from 'vitest'
import type { PayExchange } from '../PayExchange.js'

/** The one exchange the stubbed cloud lists unless told otherwise. */
export const binnacle: PayExchange = { id: 'binance', name: 'Binnacle' }

/**
 * The cloud's pay routes answered in memory (this package's unit tests): `exchanges` listed, the exchange's page
 * signed, the payment's status whatever `cloud.status` says (pending until a test changes it); `cloud.reads` counts
 * its status reads.
 */
export function stubPayCloud(exchanges: PayExchange[] = [binnacle]) {
  const cloud = { reads: 0, status: 'pending' as 'pending' | 'success' | 'failed' }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input))
    if (pathname === '/v1/pay/exchanges') return json({ exchanges })
    if (pathname === '/v1/pay/url')
      return json({ url: 'https://exchange.test/pay?ref=1', paymentId: `pay_${'1'.repeat(32)}` })
    if (pathname.startsWith('/v1/pay/payments/')) {
      cloud.reads += 1
      const txHash = cloud.status === 'success' ? `0x${'ab'.repeat(32)}` : null
      return json({ status: cloud.status, txHash, failureReason: null })
    }
    return json({ error: 'not_found' }, 404)
  })
  return cloud
}
