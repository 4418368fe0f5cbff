import type { ChainNamespace } from '../../types/namespace.js'
import type { PorticoState } from '../../types/state.js'

/** Labels an address in a namespace's account state (default the active one); `label` undefined removes it. */
export function setAddressLabel(
  state: PorticoState,
  {
    address,
    label,
    namespace = state.activeNamespace,
  }: { address: string; label: string | undefined; namespace?: ChainNamespace | undefined },
): void {
  const labels = namespace && state.chains[namespace]?.accountState?.addressLabels
  if (!labels) return
  if (label === undefined) delete labels[address]
  else labels[address] = label
}
