import type { RateLimiter } from '../http/createRateLimiter.js'
import type { Logger } from '../log/createLogger.js'
import type { Storage } from '../storage/Storage.js'
import { createPollThrottle } from './createPollThrottle.js'
import type { OnrampPurchase } from './OnrampPurchase.js'
import type { OnrampProviders } from './onrampProvidersOf.js'
import { onrampPurchaseStore } from './onrampPurchaseStore.js'

/** How often a polled provider is asked about one purchase at most, unless its settings say (pollIntervalMs). */
const DEFAULT_POLL_INTERVAL_MS = 10_000
/** A purchase older than this is no longer followed: an abandoned checkout stays `created`. */
export const ONRAMP_FOLLOW_FOR_MS = 48 * 60 * 60 * 1000

/**
 * Reads a purchase of a provider whose webhooks may not come (Coinbase: they come only with a CDP webhook subscription,
 * and a delivery can fail for good) through to the provider: while the purchase is not final and younger than
 * ONRAMP_FOLLOW_FOR_MS, at most once per the provider's poll interval across the cluster (createPollThrottle),
 * the provider's order is applied as a webhook's would be (statuses only move forward, the network and address
 * must match). A provider that fails is logged, and the purchase answered as stored.
 */
export function createOnrampPurchaseFollower(
  deps: { storage: Storage; logger: Logger; rateLimiter: RateLimiter },
  providers: OnrampProviders,
) {
  const mayPoll = createPollThrottle(() => deps.rateLimiter, 'onramp-purchases')
  return async function followOnrampPurchase(
    projectId: string,
    purchase: OnrampPurchase,
  ): Promise<OnrampPurchase> {
    if (purchase.status === 'completed' || purchase.status === 'failed') return purchase
    const provider = providers.byName(purchase.provider)
    if (!provider?.follow) return purchase
    const now = Date.now()
    if (now - Date.parse(purchase.createdAt) > ONRAMP_FOLLOW_FOR_MS) return purchase
    if (!(await mayPoll(purchase.id, provider.config.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS)))
      return purchase
    try {
      const update = await provider.follow(purchase.id)
      if (!update) return purchase
      await onrampPurchaseStore.applyUpdate(deps.storage, update)
      return (await onrampPurchaseStore.read(deps.storage, projectId, purchase.id)) ?? purchase
    } catch (error) {
      deps.logger.warn('onramp: purchase not followed', {
        provider: purchase.provider,
        purchaseId: purchase.id,
        error: error instanceof Error ? error.message : String(error),
      })
      return purchase
    }
  }
}
