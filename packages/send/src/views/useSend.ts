import type { PorticoFeature } from '@portico/core'
import { usePorticoInstance, usePorticoSnapshot } from '@portico/react'
import type { SendApi } from '../SendApi.js'
import type { SendState } from '../SendState.js'

/** The feature as core knows it: instances are keyed by id, so the views need no closure over send(). */
const sendFeatureId: PorticoFeature<SendApi, SendState> = { id: 'send' }

/** The Send views' access to the feature: its API and a snapshot of its state. */
export function useSend(): { api: SendApi | undefined; state: SendState } {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  const state = (snapshot.plugins.send ?? { sendTokenAmount: '', receiverInput: '' }) as SendState
  return { api: portico.getFeature(sendFeatureId), state }
}
