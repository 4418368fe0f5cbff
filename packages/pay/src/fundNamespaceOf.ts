import type { ChainNamespace, PorticoState } from '@portico/core'

/** The namespace Fund wallet deposits on: the active one when it is Solana, else EVM. */
export const fundNamespaceOf = (state: Pick<PorticoState, 'activeNamespace'>): ChainNamespace =>
  state.activeNamespace === 'solana' ? 'solana' : 'eip155'
