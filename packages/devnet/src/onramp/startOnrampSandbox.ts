import { randomBytes } from 'node:crypto'
import { close } from '../json/listen.js'
import { startSandboxServer } from '../sandbox/startSandboxServer.js'
import { createOnrampOrderBook, type OnrampWebhookTarget } from './createOnrampOrderBook.js'
import { type EvmTreasury, evmDelivery } from './deliverOnEvm.js'
import { type SolanaTreasury, solanaDelivery } from './deliverOnSolana.js'
import { handleCheckout } from './handleCheckout.js'
import type { OnrampNetworks } from './OnrampNetworks.js'
import type { OnrampSandboxContext } from './OnrampSandboxContext.js'
import type { OnrampSandboxOrder, OnrampWebhookDelivery } from './OnrampSandboxOrder.js'
import { onrampSandboxApi } from './onrampSandboxApi.js'
import { type OnrampSandboxProviderId, onrampSandboxProviders } from './onrampSandboxProviders.js'

export interface StartOnrampSandboxParameters {
  readonly provider: OnrampSandboxProviderId
  /** 0 (default) picks a free port. */
  readonly port?: number
  /** What the cloud sends as `authorization: Bearer <apiKey>` on the API. */
  readonly apiKey: string
  /** The secret the cloud signs checkout URLs with. */
  readonly urlSigningSecret: string
  /** Where status webhooks go, signed with `secret` (none sent when absent). */
  readonly webhook?: OnrampWebhookTarget | undefined
  /** The local EVM chain it sells ETH on, and the treasury it pays from. */
  readonly evm?: EvmTreasury | undefined
  /** The local Solana node it sells SOL on (`genesisHash` names the network), and its treasury. */
  readonly solana?: (SolanaTreasury & { readonly genesisHash: string }) | undefined
  /** How long the pending test card stays pending before it succeeds (default 5 s). */
  readonly pendingMs?: number | undefined
}

export interface OnrampSandbox {
  /** `http://127.0.0.1:<port>`: the API under `/api`, the hosted checkout at `/checkout`. */
  readonly url: string
  readonly providerId: OnrampSandboxProviderId
  /** Every order so far. */
  orders(): OnrampSandboxOrder[]
  /** Every webhook sent so far, in order (body and signature exactly as sent). */
  webhooks(): OnrampWebhookDelivery[]
  /** Resolves once the queued webhooks have been sent. */
  webhooksSent(): Promise<void>
  stop(): Promise<void>
}

/**
 * A local on-ramp provider on its own origin: an API (options, quotes, orders) behind an API key, a hosted
 * checkout page opened from a URL the cloud signed, test cards (success, declined, pending-then-success), its fee,
 * delivery of ETH or SOL from a funded treasury on the local chains, and an HMAC-signed webhook per status change.
 * @example const sandbox = await startOnrampSandbox({ provider: 'mellow', apiKey, urlSigningSecret, evm })
 */
export async function startOnrampSandbox(parameters: StartOnrampSandboxParameters): Promise<OnrampSandbox> {
  const provider = onrampSandboxProviders[parameters.provider]
  const book = createOnrampOrderBook(parameters.webhook)
  const networks: OnrampNetworks = {}
  if (parameters.evm)
    networks[`eip155:${parameters.evm.chainId}`] = { asset: 'ETH', deliver: evmDelivery(parameters.evm) }
  if (parameters.solana)
    networks[`solana:${parameters.solana.genesisHash.slice(0, 32)}`] = {
      asset: 'SOL',
      deliver: solanaDelivery(parameters.solana),
    }
  const work = new Set<Promise<unknown>>()
  const timers = new Set<NodeJS.Timeout>()
  const context: OnrampSandboxContext = {
    provider,
    book,
    networks,
    urlSigningSecret: parameters.urlSigningSecret,
    pendingMs: parameters.pendingMs ?? 5_000,
    track(task: Promise<unknown>) {
      work.add(task)
      task.finally(() => work.delete(task)).catch(() => undefined)
    },
    later(run: () => void, ms: number) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        run()
      }, ms)
      timers.add(timer)
    },
    newOrderId: () => `ord_${randomBytes(10).toString('hex')}`,
  }
  const api = onrampSandboxApi(context)
  const { server, url } = await startSandboxServer({
    pagePath: '/checkout',
    page: (request, response, pageUrl) => handleCheckout(context, request, response, pageUrl),
    api,
    apiKey: parameters.apiKey,
    port: parameters.port,
  })
  return {
    url,
    providerId: provider.id,
    orders: () => [...book.orders.values()].map((order) => ({ ...order })),
    webhooks: () => [...book.deliveries],
    webhooksSent: () => book.drained(),
    async stop() {
      for (const timer of timers) clearTimeout(timer)
      await close(server)
      await Promise.allSettled([...work])
      await book.drained()
    },
  }
}
