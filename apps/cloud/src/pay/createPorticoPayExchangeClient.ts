import { z } from 'zod'
import type { PayExchangeClient } from './PayExchangeClient.js'
import type { PayExchangeName, PorticoPayExchangeSettings } from './PayExchangeConfig.js'
import { PayExchangeError } from './payErrors.js'
import { PAY_EXCHANGE_URL_LIFETIME_S, signPayExchangeUrl } from './signPayExchangeUrl.js'

const assetsSchema = z.object({
  name: z.string().min(1).max(80),
  assets: z
    .array(
      z.object({
        asset: z.string().min(1).max(64),
        symbol: z.string().min(1).max(16),
        decimals: z.number().int().min(0).max(36),
        network: z.string().min(3).max(80),
      }),
    )
    .max(500),
})
const paymentsSchema = z.object({
  payments: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        status: z.enum(['pending', 'success', 'failed']),
        txHash: z.string().max(128).nullable(),
        failureReason: z.string().max(64).nullable(),
      }),
    )
    .max(10),
})

/**
 * An exchange over the cloud's own protocol (docs/cloud.md#pay-from-an-exchange: the devnet's sandbox, a gateway)
 * with its API key: every call bounded by `timeoutMs`; a network failure, a timeout, an error status or an unreadable
 * answer is PayExchangeError (502). Its payment page is a URL signed with the exchange's URL secret.
 */
export function createPorticoPayExchangeClient(
  name: PayExchangeName,
  settings: PorticoPayExchangeSettings,
  timeoutMs: number,
): PayExchangeClient {
  const call = async <T>(path: string, schema: z.ZodType<T>): Promise<T> => {
    let body: unknown
    let status: number
    try {
      const response = await fetch(`${settings.url.replace(/\/+$/, '')}${path}`, {
        headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = response.status
      body = await response.json()
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new PayExchangeError(name, timedOut ? 'no answer in time' : 'unreachable or unreadable', error)
    }
    if (status < 200 || status >= 300) throw new PayExchangeError(name, `answered ${status}`)
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new PayExchangeError(name, 'unreadable answer')
    return parsed.data
  }
  return {
    name,
    urlLifetimeS: PAY_EXCHANGE_URL_LIFETIME_S,
    assets: () => call('/api/assets', assetsSchema),
    async paymentUrl({ paymentId, asset, amount, recipient, redirectUrl, expires }) {
      return signPayExchangeUrl(
        settings.url,
        {
          ref: paymentId,
          network: asset.network,
          asset: asset.asset,
          amount,
          recipient,
          expires: String(expires),
          ...(redirectUrl ? { redirect: redirectUrl } : {}),
        },
        settings.urlSigningSecret,
      )
    },
    async paymentOf({ paymentId }) {
      const { payments } = await call(
        `/api/payments?${new URLSearchParams({ ref: paymentId })}`,
        paymentsSchema,
      )
      return payments[0]
    },
  }
}
