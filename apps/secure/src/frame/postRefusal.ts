import { FRAME_REFUSED, type FrameRefusalReason } from '@portico/embedded/protocol'

/**
 * Tells the embedding page, at its exact origin only, that this frame will not serve it and why (REFUSED instead of
 * READY), so the widget can say so at once. It carries nothing but the reason.
 */
export function postRefusal(
  parent: Pick<Window, 'postMessage'>,
  parentOrigin: string,
  reason: FrameRefusalReason,
): void {
  parent.postMessage({ type: FRAME_REFUSED, payload: { reason } }, parentOrigin)
}
