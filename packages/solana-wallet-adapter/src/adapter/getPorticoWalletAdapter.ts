import type { Portico } from '@portico/core'
import { PorticoWalletAdapter } from './PorticoWalletAdapter.js'

const adapters = new WeakMap<Portico, PorticoWalletAdapter>()

/** The `PorticoWalletAdapter` of a Portico instance: one per instance, however often it is asked for. */
export function getPorticoWalletAdapter(portico: Portico): PorticoWalletAdapter {
  const known = adapters.get(portico)
  if (known) return known
  const adapter = new PorticoWalletAdapter({ portico })
  adapters.set(portico, adapter)
  return adapter
}
