import type { FrameContext, FrameState } from '../FrameContext.js'

/**
 * The account type the wallet uses: the one kept in the frame (the visitor's choice, SET_PREFERRED_ACCOUNT, or the EOA
 * after the smart account failed), else the one the widget asked for (the app's default), else 'eoa'.
 */
export function readPreferredAccountType({
  store,
  key,
  state,
}: Pick<FrameContext, 'store' | 'key'> & { state: Pick<FrameState, 'requestedAccountType'> }) {
  const kept = store.getItem(key('preferredAccountType'))
  if (kept === 'smartAccount' || kept === 'eoa') return kept
  return state.requestedAccountType
}

/** Keeps the visitor's account type for the next load. */
export function writePreferredAccountType(
  { store, key }: Pick<FrameContext, 'store' | 'key'>,
  type: 'eoa' | 'smartAccount',
) {
  store.setItem(key('preferredAccountType'), type)
}
