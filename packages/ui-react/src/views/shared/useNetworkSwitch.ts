import type { CaipNetworkId, Network } from '@portico/core'
import { useCallback, useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'

export interface NetworkSwitch {
  target: CaipNetworkId | undefined
  status: 'idle' | 'switching' | 'error'
  /** Why the switch failed (shown translated). */
  error: unknown
}

/**
 * Asks the wallet to switch and tracks it; `onSwitched` runs after the wallet agreed, unless the modal has
 * moved on meanwhile (e.g. to the sign-in the new network asks for), which it must not close.
 */
export function useNetworkSwitch(onSwitched: () => void) {
  const portico = usePorticoInstance()
  const [current, setCurrent] = useState<NetworkSwitch>({
    target: undefined,
    status: 'idle',
    error: undefined,
  })
  const switchTo = useCallback(
    (network: Network) => {
      const target = network.caipNetworkId
      const startedOn = portico.state.router.view
      setCurrent({ target, status: 'switching', error: undefined })
      portico.switchNetwork(network).then(
        () => {
          setCurrent({ target: undefined, status: 'idle', error: undefined })
          if (portico.state.modal.open && portico.state.router.view === startedOn) onSwitched()
        },
        (error: unknown) => setCurrent({ target, status: 'error', error }),
      )
    },
    [portico, onSwitched],
  )
  return { ...current, switchTo }
}
