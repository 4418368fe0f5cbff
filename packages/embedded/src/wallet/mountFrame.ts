import { createFrameClient, type FrameClient } from '../client/createFrameClient.js'
import type { FrameRequestError } from '../client/FrameRequestError.js'
import type { FrameRefusalReason } from '../protocol/protocolTypes.js'
import type { EmbeddedWalletParameters } from './EmbeddedWalletParameters.js'

/** Out of sight but loaded (not `display: none`, which some browsers do not load or run at full speed). */
const HIDDEN =
  'position:fixed;top:0;left:0;width:1px;height:1px;border:0;opacity:0;pointer-events:none;visibility:hidden;'
/** Over the modal (whose card is 360 px wide), above everything the page has. */
const SHOWN =
  'position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:360px;max-width:calc(100vw - 16px);' +
  'height:420px;max-height:calc(100vh - 16px);border:0;border-radius:16px;background:#fff;' +
  'box-shadow:0 8px 32px rgba(0,0,0,.35);z-index:2147483647;visibility:visible;'

export interface MountedFrame {
  readonly client: FrameClient
  /** Shows the frame over the modal (its own approval screen) or hides it again. */
  setShown(shown: boolean): void
  /** Stops the client (what waits rejects with 'Request was aborted') and removes the frame from the page. */
  remove(): void
}

export interface MountFrameParameters extends EmbeddedWalletParameters {
  /** The frame URL's query (docs/behaviour.md#calls): projectId, chainId, version, enableLogger, rpcUrl (frameQuery). */
  query: Record<string, string>
  /** The frame's accessible name (it is shown while the visitor approves in it). */
  title: string
  onTimeout(reason: 'iframe_load_failed' | 'iframe_request_timeout'): void
  /** The frame refused this page (REFUSED instead of READY). */
  onRefused(reason: FrameRefusalReason): void
  /** Each error the frame answers. */
  onErrorAnswer(error: FrameRequestError): void
}

/**
 * Adds the hidden frame of the secure site to the page and speaks to it: every message goes to the secure site's
 * exact origin, and only events from that origin and from this frame's window are read (createFrameClient).
 */
export function mountFrame({
  secureSiteUrl,
  query,
  title,
  timeouts,
  onTimeout,
  onRefused,
  onErrorAnswer,
}: MountFrameParameters): MountedFrame {
  const url = new URL(secureSiteUrl)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  const iframe = document.createElement('iframe')
  iframe.src = url.href
  iframe.title = title
  iframe.dataset.testid = 'portico-embedded-frame'
  iframe.dataset.state = 'hidden'
  iframe.setAttribute('style', HIDDEN)
  document.body.append(iframe)
  const frame = iframe.contentWindow
  if (!frame) throw new Error('parent is not set')
  const client = createFrameClient({
    frame,
    frameOrigin: url.origin,
    listen(handler) {
      window.addEventListener('message', handler)
      return () => window.removeEventListener('message', handler)
    },
    ...(timeouts ? { timeouts } : {}),
    onTimeout,
    onRefused,
    onErrorAnswer,
  })
  return {
    client,
    setShown(shown) {
      iframe.setAttribute('style', shown ? SHOWN : HIDDEN)
      iframe.dataset.state = shown ? 'shown' : 'hidden'
    },
    remove() {
      client.close()
      iframe.remove()
    },
  }
}
