import { Hono } from 'hono'
import { RATE_LIMIT_WINDOW_MS } from '../constants/rateLimits.js'
import { NotFoundError } from '../errors/errors.js'
import type { CloudDeps } from '../http/CloudDeps.js'
import { OnrampWebhookRefusedError } from './onrampErrors.js'
import type { OnrampProviders } from './onrampProvidersOf.js'
import { onrampPurchaseStore } from './onrampPurchaseStore.js'

/**
 * `POST /v1/onramp/webhooks/:provider`, where a provider reports each status change of an order. The signature is
 * checked with the provider's webhook secret, the way its protocol signs (OnrampProviderClient.webhook); an event
 * about no purchase of the cloud's is 200 `ignored`; each event counts once (a replay is 409, or 200 `stale` where event
 * ids are digests of the report: eventIdsAreReportDigests); an event older than what is
 * stored, for a purchase of another provider, network or address, or for no purchase at all changes nothing (200,
 * so the provider stops sending it). A client address sends at most the per-client limit a minute (CLIENT_RATE_LIMIT_PER_MINUTE,
 * 429 past it), checked before anything else: the route needs no project, so that is its only limit.
 */
export function onrampWebhookRoute(deps: CloudDeps, providers: OnrampProviders): Hono {
  const app = new Hono()
  app.post('/v1/onramp/webhooks/:provider', async (c) => {
    const client = deps.clientAddress(c)
    const limit = deps.config.limits.clientPerMinute
    await deps.rateLimiter.take([{ key: `onramp-webhooks:${client}`, limit, windowMs: RATE_LIMIT_WINDOW_MS }])
    const provider = providers.byName(c.req.param('provider'))
    if (!provider) throw new NotFoundError('On-ramp provider')
    // The URL the provider was told to send to (and may sign, as Meld does): the cloud's public URL, not the
    // address a proxy in front of it forwarded to.
    const update = await provider.webhook({
      body: await c.req.text(),
      header: (name) => c.req.header(name),
      url: `${deps.publicUrl()}/v1/onramp/webhooks/${provider.name}`,
    })
    if (!update) return c.json({ outcome: 'ignored' })
    const outcome = await onrampPurchaseStore.applyUpdate(deps.storage, update)
    if (outcome === 'replayed') {
      // A digest seen again is a report already had (polled first, or delivered twice): acknowledged, as a 409 would
      // have the provider retry it (Coinbase: up to 60 times, for days) for nothing.
      if (provider.eventIdsAreReportDigests) return c.json({ outcome: 'stale' })
      throw new OnrampWebhookRefusedError('already received', 409)
    }
    return c.json({ outcome })
  })
  return app
}
