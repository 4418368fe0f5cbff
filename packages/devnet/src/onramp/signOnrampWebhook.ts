import { createHmac } from 'node:crypto'

/** The header every sandbox webhook carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const ONRAMP_WEBHOOK_SIGNATURE_HEADER = 'x-onramp-signature'

/** Signs a webhook body as the sandboxes (and the cloud's receiver) expect. */
export function signOnrampWebhook(body: string, secret: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${digest}`
}
