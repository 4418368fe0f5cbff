import { usePorticoInstance, usePorticoSnapshot } from '@portico/react'
import { emptyPay } from './emptyPay.js'
import type { PayApi } from './PayApi.js'
import type { PayState } from './PayState.js'
import { payFeatureId } from './payFeatureId.js'

const idle = emptyPay()

/**
 * Pay for an app's own UI (and the Pay view): its API (undefined without `pay()` in the plugins or with the `pay`
 * switch off) and a snapshot of its state, re-rendered as it changes.
 * @example const { api } = usePay(); const { hash } = await api.pay({ recipient, amount: 5, paymentAsset })
 */
export function usePay(): { api: PayApi | undefined; state: PayState } {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  return {
    api: portico.getFeature(payFeatureId),
    state: (snapshot.plugins.pay as PayState | undefined) ?? idle,
  }
}
