import type { FeatureContext, PorticoFeature } from '@portico/core'
import { emptyPay } from './emptyPay.js'
import type { PayErrorCode } from './errors/PayErrorCode.js'
import type { en } from './messages/en.js'
import type { PayApi } from './PayApi.js'
import type { PayState } from './PayState.js'
import { payFeatureId } from './payFeatureId.js'

/** What every Pay event says: the asset's network (CAIP-2), its address (`native`) and symbol, the amount, the recipient. */
type PayEvent<Type extends string> = {
  type: Type
  network: string
  asset: string
  symbol: string
  /** In whole tokens, as the app gave it. */
  amount: string
  recipient: string
}

// Pay's view, events and message keys, in core's open contracts.
declare module '@portico/core' {
  interface Features {
    /** Pay (`@portico/pay`): off unless the app sets it (optional: core's defaults do not list it). */
    pay?: boolean
  }
  interface PorticoViews {
    Pay: undefined
    FundWallet: undefined
  }
  interface PorticoFeatureEvents {
    PAY_MODAL_OPEN: PayEvent<'PAY_MODAL_OPEN'>
    PAY_EXCHANGE_SELECTED: PayEvent<'PAY_EXCHANGE_SELECTED'> & { exchange: string }
    PAY_INITIATED: PayEvent<'PAY_INITIATED'>
    PAY_SUCCESS: PayEvent<'PAY_SUCCESS'> & { hash: string }
    PAY_ERROR: PayEvent<'PAY_ERROR'> & { code: PayErrorCode }
  }
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

/** The Pay and Fund wallet views, each loaded the first time it shows. */
const payViews: PorticoFeature['views'] = {
  Pay: () => import('./views/PayView.js').then((module) => ({ default: module.PayView })),
  FundWallet: () =>
    import('./views/FundWalletView.js').then((module) => ({ default: module.FundWalletView })),
}

const controller = () => import('./controller/payController.js')

/** The API as the app gets it at once: each call loads the controller's chunk the first time. */
function lazyPayApi(context: FeatureContext<PayState>): PayApi {
  let api: PayApi | undefined
  const loaded = async () => {
    api ??= (await controller()).createPayApi(context)
    return api
  }
  return {
    pay: async (payment) => (await loaded()).pay(payment),
    payWithWallet: async () => (await loaded()).payWithWallet(),
    payWithExchange: async (exchangeId, tab) => (await loaded()).payWithExchange(exchangeId, tab),
    startDeposit: (asset) => void loaded().then((loadedApi) => loadedApi.startDeposit(asset)),
    deposit: async (exchangeId, amount, tab) => (await loaded()).deposit(exchangeId, amount, tab),
    tryAgain: () => api?.tryAgain(),
    reset: () => api?.reset(),
  }
}

/**
 * While the wallet or the chain is at work the modal closing does not forget the payment; a payment on an exchange's
 * page is abandoned with the modal (its status is no longer read).
 */
const inFlight = (state: PayState) =>
  state.status === 'switching' || state.status === 'paying' || state.status === 'confirming'

/** Fund wallet on the Account view: shown while an exchange deposits into the connected account. */
const fundWalletEntry: PorticoFeature['accountEntry'] = {
  order: 'fund',
  label: 'pay.fundWallet',
  view: 'FundWallet',
  icon: 'wallet',
  shown: (_account, state) => ((state as PayState | undefined)?.fundExchanges?.length ?? 0) > 0,
}

/**
 * Pay as a feature package: pass it to createPortico (`plugins: [pay()]`, on with `features: { pay: true }`, off by
 * default) and `portico.getFeature(pay).pay({ recipient, amount, paymentAsset })` opens the Pay view, where the visitor
 * pays that amount from the connected EVM wallet or an exchange; it resolves with the transfer's hash once confirmed on
 * chain. With a cloud whose project has exchanges, the Account view also offers Fund wallet: a deposit from an exchange
 * into the visitor's own account.
 * @example await portico.getFeature(pay)?.pay({ recipient, amount: 5, paymentAsset })
 */
export const pay: (() => PorticoFeature<PayApi, PayState>) & PorticoFeature<PayApi, PayState> = Object.assign(
  (): PorticoFeature<PayApi, PayState> => ({
    id: payFeatureId.id,
    switch: 'pay',
    namespaces: ['eip155', 'solana'],
    messages: () => import('./messages/messages.js'),
    views: payViews,
    titles: { Pay: 'pay.title', FundWallet: 'pay.fundWallet' },
    accountEntry: fundWalletEntry,
    initialState: emptyPay,
    create(context) {
      // Off unless the app turns it on, whether or not core's defaults list the switch.
      if (context.options.features.pay !== true) return undefined
      const api = lazyPayApi(context)
      return {
        api,
        onModalClosed: () => {
          if (!inFlight(context.featureState)) api.reset()
        },
        // Which exchanges fund the active account (EVM or Solana) is asked of the cloud once it settles (not
        // without a cloud); the controller reads them only for the namespace Fund wallet deposits on.
        onAccountSettled: (namespace) => {
          if (context.options.cloudUrl)
            void controller().then((module) => module.loadFundExchanges(context, namespace))
        },
        // The list goes with the account it was read for (no namespace's name begins another's).
        onDisconnected: (namespace) => {
          api.reset()
          if (context.featureState.fundNetwork?.startsWith(namespace))
            context.featureState.fundExchanges = undefined
        },
      }
    },
  }),
  payFeatureId,
)
