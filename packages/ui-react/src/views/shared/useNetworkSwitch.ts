import type { CaipNetworkId, Network } from '@portico/core'
import { useCallback, useState } from 'react'
import { errorMessage } from '../../connect/errorMessage.js'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'

export interface NetworkSwitch {
  target: CaipNetworkId | undefined
  status: 'idle' | 'switching' | 'error'
  message: string | undefined
}

/** Asks the wallet to switch and tracks it; `onSwitched` runs after the wallet agreed. */
export function useNetworkSwitch(onSwitched: () => void) {
  const portico = usePorticoInstance()
  const [current, setCurrent] = useState<NetworkSwitch>({
    target: undefined,
    status: 'idle',
    message: undefined,
  })
  const switchTo = useCallback(
    (network: Network) => {
      const target = network.caipNetworkId
      setCurrent({ target, status: 'switching', message: undefined })
      portico.switchNetwork(network).then(
        () => {
          setCurrent({ target: undefined, status: 'idle', message: undefined })
          onSwitched()
        },
        (error: unknown) =>
          setCurrent({
            target,
            status: 'error',
            message: errorMessage(error),
          }),
      )
    },
    [portico, onSwitched],
  )
  return { ...current, switchTo }
}
