import { frameFailureAlert } from '../frameFailureAlert.js'
import { type MountedFrame, mountFrame } from '../mountFrame.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { frameChainId } from './frameChainId.js'
import { frameQuery } from './frameQuery.js'
import { showAlert } from './showAlert.js'
import { syncDappData } from './syncDappData.js'

/**
 * The hidden frame, mounted once (state `frame`: loading, then ready or failed). One that fails to load is removed,
 * so the next call mounts it anew; a load or request timeout, the frame's refusal of the page, or an answer the visitor
 * cannot fix by trying again (frameFailureAlert) shows as an alert.
 */
export function ensureFrame(context: EmbeddedContext): MountedFrame {
  if (context.frame) return context.frame
  const { feature, slice } = context
  const chainId = frameChainId(context)
  if (!chainId) throw new Error('The embedded wallet needs an eip155 or solana network')
  slice.frame = 'loading'
  const mounted = mountFrame({
    ...context.parameters,
    query: frameQuery(context, chainId),
    title: feature.portico.getTranslator()('emailLogin.frameTitle'),
    onTimeout: (reason) =>
      showAlert(context, reason === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT'),
    onRefused: (refused) => {
      const alert = frameFailureAlert({ refused })
      if (alert) showAlert(context, alert)
    },
    onErrorAnswer: (answer) => {
      const alert = frameFailureAlert({ answer })
      if (alert) showAlert(context, alert)
    },
  })
  context.frame = mounted
  context.syncedLocale = undefined
  syncDappData(context)
  mounted.client.ready.then(
    () => {
      if (context.frame === mounted) slice.frame = 'ready'
    },
    () => {
      if (context.frame !== mounted) return
      slice.frame = 'failed'
      mounted.remove()
      context.frame = undefined
    },
  )
  return mounted
}
