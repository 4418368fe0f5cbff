import type { CloudConfig } from '../config/CloudConfig.js'
import type { Project } from '../projects/Project.js'
import { createPayExchangeClient } from './createPayExchangeClient.js'
import type { PayExchangeClient } from './PayExchangeClient.js'
import { PAY_EXCHANGES } from './PayExchangeConfig.js'
import { PayExchangeNotConfiguredError, PayExchangesDisabledError } from './payErrors.js'

const DEFAULT_TIMEOUT_MS = 10_000

export type PayExchanges = {
  /**
   * Every configured exchange the project may use, in the cloud's order; the project's exchanges off: 403
   * pay_exchanges_disabled; none configured: 503 pay_exchange_not_configured.
   */
  forProject(project: Pick<Project, 'exchangesEnabled'>): PayExchangeClient[]
  /** A configured exchange by name; not configured: 503 pay_exchange_not_configured. */
  byName(name: string): PayExchangeClient
}

/** The cloud's exchanges from its settings. */
export function payExchangesOf(config: Pick<CloudConfig, 'payExchanges'>): PayExchanges {
  const settings = config.payExchanges ?? { exchanges: {}, timeoutMs: DEFAULT_TIMEOUT_MS }
  const clients: PayExchangeClient[] = PAY_EXCHANGES.flatMap((name) => {
    const exchange = settings.exchanges[name]
    return exchange ? [createPayExchangeClient(name, exchange, settings.timeoutMs)] : []
  })
  return {
    forProject(project) {
      if (!project.exchangesEnabled) throw new PayExchangesDisabledError()
      if (clients.length === 0) throw new PayExchangeNotConfiguredError()
      return clients
    },
    byName(name) {
      const client = clients.find((candidate) => candidate.name === name)
      if (!client) throw new PayExchangeNotConfiguredError(name)
      return client
    },
  }
}
