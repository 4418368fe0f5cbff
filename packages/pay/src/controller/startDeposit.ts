import { loadPayExchanges } from './loadPayExchanges.js'
import type { PayContext } from './PayContext.js'

/**
 * Fund wallet's form: a deposit of the active EVM network's coin from an exchange into the connected account itself
 * (the payment's recipient), its amount typed by the visitor; the exchanges that deposit it are read again. A deposit
 * already on its way for that account is kept (its view mounted again). Without an EVM account: `unsupported_chain`.
 */
export function startDeposit(context: PayContext, reset: () => void): void {
  const state = context.featureState
  const chain = context.state.chains.eip155
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (state.status === 'exchange' && state.deposit && state.payment?.recipient === address) return
  reset()
  if (!address || !network) {
    Object.assign(state, { status: 'error', deposit: true, error: 'unsupported_chain' })
    return
  }
  Object.assign(state, {
    status: 'ready',
    deposit: true,
    exchanges: state.fundExchanges ?? [],
    payment: {
      recipient: address,
      amount: '',
      paymentAsset: { network: network.caipNetworkId, asset: 'native', metadata: network.nativeCurrency },
    },
  })
  if (state.payment) void loadPayExchanges(context, state.payment)
}
