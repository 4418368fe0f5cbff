import { randomBytes } from 'node:crypto'
import type {
  OnrampSandboxOrder,
  OnrampSandboxOrderStatus,
  OnrampWebhookDelivery,
} from './OnrampSandboxOrder.js'
import { ONRAMP_WEBHOOK_SIGNATURE_HEADER, signOnrampWebhook } from './signOnrampWebhook.js'

/** Attempts per webhook (the first and two retries). */
const WEBHOOK_ATTEMPTS = 3
const WEBHOOK_TIMEOUT_MS = 10_000

export type OnrampWebhookTarget = { readonly url: string; readonly secret: string }

export type OnrampOrderBook = {
  readonly orders: Map<string, OnrampSandboxOrder>
  readonly deliveries: OnrampWebhookDelivery[]
  /** Moves an order to a status and queues its signed webhook (webhooks leave in the order of the changes). */
  transition(
    order: OnrampSandboxOrder,
    status: OnrampSandboxOrderStatus,
    change?: Partial<OnrampSandboxOrder>,
  ): void
  /** Resolves once every queued webhook was sent (or gave up). */
  drained(): Promise<void>
}

/** The sandbox's orders and its webhook sender: one signed event per status change, with a per-order sequence. */
export function createOnrampOrderBook(target: OnrampWebhookTarget | undefined): OnrampOrderBook {
  const orders = new Map<string, OnrampSandboxOrder>()
  const deliveries: OnrampWebhookDelivery[] = []
  const sequences = new Map<string, number>()
  let queue: Promise<void> = Promise.resolve()

  const send = async (delivery: OnrampWebhookDelivery, url: string) => {
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [ONRAMP_WEBHOOK_SIGNATURE_HEADER]: delivery.signature,
          },
          body: delivery.body,
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        })
        delivery.responseStatus = response.status
        await response.body?.cancel()
        if (response.ok || (response.status >= 400 && response.status < 500)) return
      } catch {
        delivery.responseStatus = null
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
    }
  }

  return {
    orders,
    deliveries,
    transition(order, status, change = {}) {
      Object.assign(order, change, { status })
      const sequence = (sequences.get(order.id) ?? 0) + 1
      sequences.set(order.id, sequence)
      if (!target) return
      const eventId = `evt_${randomBytes(12).toString('hex')}`
      const body = JSON.stringify({
        eventId,
        type: 'order.status',
        sequence,
        sentAt: new Date().toISOString(),
        order,
      })
      const delivery: OnrampWebhookDelivery = {
        eventId,
        body,
        signature: signOnrampWebhook(body, target.secret, Math.floor(Date.now() / 1000)),
        responseStatus: null,
      }
      deliveries.push(delivery)
      queue = queue.then(() => send(delivery, target.url))
    },
    drained: () => queue,
  }
}
