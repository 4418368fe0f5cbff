import type { PorticoState } from '../../types/state.js'

/** Whether the project's `multiWallet` remote feature is on (spec §6; off by default, spec §9). */
export function isMultiWalletEnabled(state: Pick<PorticoState, 'remoteFeatures'>): boolean {
  return state.remoteFeatures?.multiWallet === true
}
