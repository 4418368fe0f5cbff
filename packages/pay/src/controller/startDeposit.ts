import { fundNamespaceOf } from '../fundNamespaceOf.js'
import { loadFundExchanges } from './loadFundExchanges.js'
import { loadPayExchanges } from './loadPayExchanges.js'
import type { PayContext } from './PayContext.js'

/**
 * Fund wallet's form: a deposit of `asset` (the active EVM or Solana network's coin unless the visitor chose one of
 * `fundAssets`) from an exchange into the connected account itself (the payment's recipient: a base58 address on
 * Solana), its amount typed by the visitor; the exchanges that deposit it are read again (and the assets, when they
 * were read for another network). A deposit already on its way for that account is kept (its view mounted again).
 * Without an account there: `unsupported_chain`.
 */
export function startDeposit(context: PayContext, reset: () => void, asset = 'native'): void {
  const state = context.featureState
  const namespace = fundNamespaceOf(context.state)
  const chain = context.state.chains[namespace]
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (state.status === 'exchange' && state.deposit && state.payment?.recipient === address) return
  // The assets belong to the account that has its exchanges (`fundExchanges` is dropped when it disconnects).
  const fundAssets =
    state.fundExchanges && state.fundNetwork === network?.caipNetworkId ? state.fundAssets : undefined
  reset()
  if (!address || !network) {
    Object.assign(state, { status: 'error', deposit: true, error: 'unsupported_chain' })
    return
  }
  const chosen = fundAssets?.find((each) => each.asset === asset)
  const token = asset === 'native' ? undefined : chosen
  Object.assign(state, {
    status: 'ready',
    deposit: true,
    exchanges: chosen?.exchanges ?? [],
    payment: {
      recipient: address,
      amount: '',
      paymentAsset: token
        ? {
            network: network.caipNetworkId,
            asset: token.asset,
            metadata: { name: token.symbol, symbol: token.symbol, decimals: token.decimals },
          }
        : { network: network.caipNetworkId, asset: 'native', metadata: network.nativeCurrency },
    },
  })
  if (state.payment) void loadPayExchanges(context, state.payment)
  if (!fundAssets) void loadFundExchanges(context, namespace)
}
