import type { FeatureContext } from '@portico/core'
import { emptyPay } from '../emptyPay.js'
import { PayError } from '../errors/PayError.js'
import { isChoosing } from '../isChoosing.js'
import type { PayApi } from '../PayApi.js'
import type { PayState } from '../PayState.js'
import { checkPayment } from './checkPayment.js'
import { loadPayExchanges } from './loadPayExchanges.js'
import { noOutcome } from './noOutcome.js'
import type { PayContext } from './PayContext.js'
import { payEventOf } from './payEventOf.js'
import { payWithExchange } from './payWithExchange.js'
import { payWithWallet } from './payWithWallet.js'
import { startDeposit } from './startDeposit.js'

/** Pay's API over its feature context; in the controller's chunk, so the package's entry stays small. */
export function createPayApi(feature: FeatureContext<PayState>): PayApi {
  // The feature context's state and portico are getters (read live): the controller's context inherits them.
  const context: PayContext = Object.assign(Object.create(feature) as FeatureContext<PayState>, {
    pending: undefined,
    attempts: 0,
  })
  const state = context.featureState
  // The exchanges and assets that fund the account stay: they belong to the account, not to the payment.
  const reset = () => {
    context.pending?.reject(new PayError('cancelled'))
    context.pending = undefined
    const { fundExchanges, fundAssets, fundNetwork } = state
    for (const key of Object.keys(state)) delete state[key as keyof PayState]
    Object.assign(
      state,
      emptyPay(),
      fundExchanges ? { fundExchanges } : {},
      fundAssets ? { fundAssets } : {},
      fundNetwork ? { fundNetwork } : {},
    )
  }
  // After a failure or a closed exchange window (that payment still followed), back to the choice.
  const tryAgain = () => {
    if (isChoosing(state) && state.status !== 'ready') Object.assign(state, noOutcome(), { status: 'ready' })
  }
  return {
    async pay(payment) {
      const { network } = checkPayment(payment, context.options.networks)
      if (!context.state.chains[network.chainNamespace]?.accountState.address)
        throw new PayError('unsupported_chain')
      reset()
      Object.assign(state, { status: 'ready', payment, exchanges: [] })
      // The state's own copy: the list is kept only while this payment is the one shown.
      if (state.payment) void loadPayExchanges(context, state.payment)
      const result = new Promise<Awaited<ReturnType<PayApi['pay']>>>((resolve, reject) => {
        context.pending = { resolve, reject }
      })
      context.emit({ type: 'PAY_MODAL_OPEN', ...payEventOf(payment) })
      await context.portico.open({ view: 'Pay' })
      return result
    },
    payWithWallet: () => payWithWallet(context),
    payWithExchange: (exchangeId, tab) => payWithExchange(context, exchangeId, tab ?? null),
    startDeposit: (asset) => startDeposit(context, reset, asset),
    async deposit(exchangeId, amount, tab) {
      if (!state.deposit || !state.payment) return
      tryAgain()
      state.payment.amount = amount.trim()
      await payWithExchange(context, exchangeId, tab ?? null)
    },
    tryAgain,
    reset,
  }
}
