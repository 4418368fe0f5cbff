import { ACTIVITY_NAMESPACES, MAX_PENDING_TRANSACTIONS, type PorticoFeature } from '@portico/core'
import type { ActivityApi, ActivityState } from './ActivityTransaction.js'
import type { en } from './messages/en.js'

// Its message keys, in core's open contract of messages.
declare module '@portico/core' {
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

/** Options of the activity feature. */
export interface ActivityParameters {
  /** Transactions asked of the cloud per page as the visitor scrolls (1 to 100; default 20). */
  pageSize?: number | undefined
}

/** The Activity tab's chunk, loaded the first time the tab shows. */
const loadActivityTab = () => import('./ActivityTab.js').then((m) => ({ default: m.ActivityTab }))

/** The cloud's default page of history (`limit` 20). */
const DEFAULT_PAGE_SIZE = 20

/**
 * Activity as a feature package: pass it to createPortico (`plugins: [activity()]`) and the Account
 * view's Activity tab lists the connected EVM account's transactions from the cloud's indexer,
 * paged as the visitor scrolls (docs/behaviour.md#views, docs/behaviour.md#validation, docs/behaviour.md#limits; eip155 only; off with `features: { history: false }`
 * or the remote `activity` feature). A transaction sent through Portico shows at once as pending.
 * The tab's code loads only when the tab first shows.
 * @example createPortico({ projectId, networks, adapters, cloudUrl, plugins: [activity()] })
 */
export function activity({
  pageSize = DEFAULT_PAGE_SIZE,
}: ActivityParameters = {}): PorticoFeature<ActivityApi, ActivityState> {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    throw new RangeError('activity({ pageSize }) takes a whole number from 1 to 100')
  return {
    id: 'activity',
    namespaces: ACTIVITY_NAMESPACES,
    switch: 'history',
    messages: () => import('./messages/messages.js'),
    accountTabs: { Activity: loadActivityTab },
    initialState: () => ({ pending: [] }),
    create(context) {
      const unsubscribe = context.portico.subscribeEvents(({ event }) => {
        if (event.type !== 'SEND_TRANSACTION_SUCCESS' || event.namespace !== 'eip155') return
        const chain = context.state.chains.eip155
        const network = chain?.networkState.caipNetwork
        const from = chain?.accountState.address
        if (!network || !from) return
        const { pending } = context.featureState
        if (pending.some((each) => each.hash === event.hash)) return
        context.featureState.pending = [
          { hash: event.hash, caipNetworkId: network.caipNetworkId, from, sentAt: Date.now() },
          ...pending,
        ].slice(0, MAX_PENDING_TRANSACTIONS)
      })
      return {
        api: {
          getTransactions: async ({ cursor } = {}) =>
            (await import('./fetchTransactionPage.js')).fetchTransactionPage(context, { cursor, pageSize }),
        },
        onDisconnected: (namespace) => {
          if (namespace === 'eip155') context.featureState.pending = []
        },
        destroy: unsubscribe,
      }
    },
  }
}
