import type { CloudAnswer } from '@portico/cloud-contract'
import { type FeatureContext, MAX_PENDING_TRANSACTIONS, projectCloudRequest } from '@portico/core'
import type { ActivityPage, ActivityState } from './ActivityTransaction.js'
import { isVisibleTransaction } from './isVisibleTransaction.js'

export interface FetchTransactionPageParameters {
  cursor?: string | undefined
  /** Transactions per page (the cloud allows 1 to 100). */
  pageSize: number
}

/**
 * One page of the connected EVM account's history from the cloud's indexer
 * (`GET /v1/account/{address}/history?chainId&cursor&limit`, the first with `onramp=any`: the account's purchases on
 * its network), filtered for the Activity list; the
 * pending transactions the page now lists are settled (dropped from the pending list).
 */
export async function fetchTransactionPage(
  context: Pick<FeatureContext<ActivityState>, 'state' | 'options' | 'featureState' | 'signal'>,
  { cursor, pageSize }: FetchTransactionPageParameters,
): Promise<ActivityPage> {
  const { options, state, featureState } = context
  const chain = state.chains.eip155
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  if (options.basic || !options.cloudUrl || account?.status !== 'connected' || !account.address || !network)
    return { data: [], next: undefined }
  // The instance's signal: destroy() ends a pending page with a RequestAbortedError, which the tab does not log.
  const cloud = { cloudUrl: options.cloudUrl, projectId: options.projectId, signal: context.signal }
  const answer = await projectCloudRequest<CloudAnswer<'getHistory'>>(cloud, {
    path: `/v1/account/${encodeURIComponent(account.address)}/history`,
    // The first page also asks for the account's on-ramp purchases in this project.
    params: { chainId: network.caipNetworkId, cursor, limit: pageSize, ...(cursor ? {} : { onramp: 'any' }) },
  })
  const listed = new Set(answer.data.map((transaction) => transaction.metadata.hash.toLowerCase()))
  const pending = featureState.pending.filter((each) => !listed.has(each.hash.toLowerCase()))
  if (pending.length !== featureState.pending.length)
    featureState.pending = pending.slice(0, MAX_PENDING_TRANSACTIONS)
  return {
    data: answer.data.filter((transaction) => isVisibleTransaction(transaction, network.caipNetworkId)),
    next: answer.next ?? undefined,
    ...(answer.onramp
      ? {
          purchases: answer.onramp.filter(
            (purchase) => purchase.network === network.caipNetworkId && purchase.status !== 'created',
          ),
        }
      : {}),
  }
}
