import { acceptMessageEvent } from '../protocol/acceptMessageEvent.js'
import type { AppMessagePayload, AppMessageType } from '../protocol/appMessageSchemas.js'
import { parseFrameEvent } from '../protocol/parseFrameEvent.js'
import { APP_PREFIX, type FrameRefusalReason } from '../protocol/protocolTypes.js'
import { FrameRequestError } from './FrameRequestError.js'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
  LOGIN_REQUESTS,
} from './frameTimeouts.js'

export type FrameClientParameters = {
  /** The frame's window (`iframe.contentWindow`): the only source whose events count. */
  frame: Pick<Window, 'postMessage'>
  /** The secure site's exact origin: every message goes there, and only events from it count (never '*'). */
  frameOrigin: string
  /** Subscribes to the page window's `message` events; returns the unsubscribe. */
  listen(handler: (event: MessageEvent) => void): () => void
  /** The documented frame timeouts ('iframe_load_failed', 'iframe_request_timeout'); tests shorten them. */
  timeouts?: { loadMs?: number; readyDelayMs?: number; loginMs?: number }
  /** Called when the frame does not load in time or a login request times out (the alert to show). */
  onTimeout?(reason: 'iframe_load_failed' | 'iframe_request_timeout'): void
  /** Called when the frame says REFUSED instead of READY (the alert to show); `ready` rejects at once. */
  onRefused?(reason: FrameRefusalReason): void
  /** Called with each error the frame answers, before the request rejects with it (some codes show an alert). */
  onErrorAnswer?(error: FrameRequestError): void
}

/**
 * The widget's end of the protocol: waits for the frame's READY (plus 500 ms), then sends each request with a
 * fresh id and resolves it with the frame's success event for that id, or rejects it with a FrameRequestError
 * from the error event. Only events whose origin is the secure site's and whose source is the frame window are
 * read, and only once they pass the protocol's schema; anything else is dropped. A frame that refuses the page
 * (REFUSED) fails `ready` at once with its reason as the code, instead of after the load timeout.
 */
export function createFrameClient({
  frame,
  frameOrigin,
  listen,
  timeouts = {},
  onTimeout,
  onRefused,
  onErrorAnswer,
}: FrameClientParameters) {
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void }>()
  let counter = 0
  // READY, REFUSED or the load timeout: whichever comes first decides; the others are ignored.
  let settled = false
  let markReady: () => void = () => {}
  let markRefused: (reason: FrameRefusalReason) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    markRefused = (reason) => reject(new FrameRequestError('Something went wrong', reason))
  })
  ready.catch(() => {})
  const stop = listen((event) => {
    if (!acceptMessageEvent(event, { source: frame, isAllowedOrigin: (origin) => origin === frameOrigin }))
      return
    const parsed = parseFrameEvent(event.data)
    if (!parsed.ok) return
    const message = parsed.message
    if (message.kind === 'ready') {
      if (settled) return
      settled = true
      setTimeout(markReady, timeouts.readyDelayMs ?? FRAME_READY_DELAY_MS)
      return
    }
    if (message.kind === 'refused') {
      if (settled) return
      settled = true
      markRefused(message.reason)
      onRefused?.(message.reason)
      return
    }
    const waiting = pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id)
    if (message.kind === 'success') {
      waiting.resolve(message.payload)
      return
    }
    const error = new FrameRequestError(
      message.payload.message || 'An error occurred',
      message.payload.code,
      message.payload.retryAfterSeconds,
      message.payload.reason,
    )
    onErrorAnswer?.(error)
    waiting.reject(error)
  })
  const loaded = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (settled) return
      settled = true
      onTimeout?.('iframe_load_failed')
      reject(new FrameRequestError('Something went wrong', 'iframe_load_failed'))
    }, timeouts.loadMs ?? FRAME_LOAD_TIMEOUT_MS)
    ready.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
  loaded.catch(() => {})

  return {
    /**
     * Resolves once the frame said READY (and the 500 ms after it); rejects with 'iframe_load_failed', or with the
     * refusal's reason as the code.
     */
    ready: loaded,
    /** Sends one request of docs/behaviour.md#calls and resolves with the frame's answer to it. */
    async request<Type extends AppMessageType>(
      type: Type,
      payload?: AppMessagePayload<Type>,
    ): Promise<unknown> {
      await loaded
      const id = `p${Date.now().toString(36)}${(counter++).toString(36)}`
      return new Promise((resolve, reject) => {
        const login = (LOGIN_REQUESTS as readonly string[]).includes(type)
        const timer = login
          ? setTimeout(() => {
              pending.delete(id)
              onTimeout?.('iframe_request_timeout')
              reject(new FrameRequestError('Something went wrong', 'iframe_request_timeout'))
            }, timeouts.loginMs ?? LOGIN_REQUEST_TIMEOUT_MS)
          : undefined
        pending.set(id, {
          resolve: (value) => {
            clearTimeout(timer)
            resolve(value)
          },
          reject: (error) => {
            clearTimeout(timer)
            reject(error)
          },
        })
        frame.postMessage(
          payload === undefined
            ? { type: `${APP_PREFIX}${type}`, id }
            : { type: `${APP_PREFIX}${type}`, id, payload },
          frameOrigin,
        )
      })
    },
    /** Stops listening and rejects what is still waiting with 'Request was aborted'. */
    close() {
      stop()
      for (const waiting of pending.values())
        waiting.reject(new FrameRequestError('Request was aborted', 'aborted'))
      pending.clear()
    },
  }
}

/** The widget's end of the protocol for one frame. */
export type FrameClient = ReturnType<typeof createFrameClient>
