import type { FrameContext } from '../FrameContext.js'

/**
 * RPC_ABORT (the widget's modal closed): whatever waits on the visitor ends, the approvals and a Farcaster login's
 * wait (its view was left); a request still being prepared is aborted before it asks the visitor.
 */
export async function abortRequests(
  { state }: Pick<FrameContext, 'state'>,
  farcaster: { cancel(): void },
): Promise<undefined> {
  state.abortCount++
  farcaster.cancel()
  for (const approval of state.approvals) approval.abort()
  return undefined
}
