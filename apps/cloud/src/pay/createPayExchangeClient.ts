import { z } from 'zod'
import type { PayExchangeName, PayExchangeSettings } from './PayExchangeConfig.js'
import { PayExchangeError } from './payErrors.js'

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

export type PayExchangeAssets = z.infer<typeof assetsSchema>
/** The exchange's payment for one link, as its status API reports it. */
export type PayExchangePaymentStatus = z.infer<typeof paymentsSchema>['payments'][number]

export type PayExchangeClient = {
  readonly name: PayExchangeName
  readonly settings: PayExchangeSettings
  assets(): Promise<PayExchangeAssets>
  /** The payment made from the link the cloud signed with `ref`, or undefined while the visitor has not confirmed. */
  paymentOf(ref: string): Promise<PayExchangePaymentStatus | undefined>
}

/**
 * An exchange's API over HTTP with its API key: every call bounded by `timeoutMs`; a network failure, a timeout, an
 * error status or an unreadable answer is PayExchangeError (502).
 */
export function createPayExchangeClient(
  name: PayExchangeName,
  settings: PayExchangeSettings,
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
    settings,
    assets: () => call('/api/assets', assetsSchema),
    async paymentOf(ref) {
      const { payments } = await call(`/api/payments?${new URLSearchParams({ ref })}`, paymentsSchema)
      return payments[0]
    },
  }
}
