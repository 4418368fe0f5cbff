import type { PorticoFeature } from '@portico/core'
import { USDT_LIKE_TOKENS } from './evm/USDT_LIKE_TOKENS.js'
import type { en } from './messages/en.js'
import type { SendApi } from './SendApi.js'
import type { SendParameters } from './SendParameters.js'
import type { SendState } from './SendState.js'

// Send's views and message keys, in core's open contracts (a misspelt name is a type error wherever they are used).
declare module '@portico/core' {
  interface PorticoViews {
    Send: undefined
    SendPreview: undefined
  }
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

const emptySend = (): SendState => ({ sendTokenAmount: '', receiverInput: '' })

/** The views, loaded (one chunk for both) the first time one shows; one loader object for every send(). */
const sendViews: PorticoFeature['views'] = {
  Send: () => import('./views/sendViews.js').then((m) => ({ default: m.SendView })),
  SendPreview: () => import('./views/sendViews.js').then((m) => ({ default: m.SendPreviewView })),
}

/**
 * Send as a feature package: pass it to createPortico (`plugins: [send()]`) and, on EVM and Solana,
 * the Account view gets a Send button (docs/behaviour.md#limits order; off with `features: { send: false }`) that
 * opens the Send and SendPreview views, loaded only when they first show.
 * @example createPortico({ ...options, plugins: [send()] })
 */
export function send(parameters: SendParameters = {}): PorticoFeature<SendApi, SendState> {
  const usdtLikeTokens = [...USDT_LIKE_TOKENS, ...(parameters.usdtLikeTokens ?? [])]
  return {
    id: 'send',
    switch: 'send',
    namespaces: ['eip155', 'solana'],
    messages: () => import('./messages/messages.js'),
    views: sendViews,
    titles: { Send: 'send.title', SendPreview: 'send.previewTitle' },
    accountEntry: { order: 'send', label: 'send.title', view: 'Send', icon: 'send' },
    initialState: emptySend,
    create({ featureState }) {
      const reset = () => {
        for (const key of Object.keys(featureState)) delete featureState[key as keyof SendState]
        Object.assign(featureState, emptySend())
      }
      return {
        api: { usdtLikeTokens, update: (patch) => Object.assign(featureState, patch), reset },
        onModalClosed: reset,
        onDisconnected: reset,
      }
    },
  }
}
