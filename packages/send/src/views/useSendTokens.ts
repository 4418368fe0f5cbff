import type { ChainNamespace, Network } from '@portico/core'
import { usePorticoInstance } from '@portico/react'
import { useEffect, useState } from 'react'
import { readSendTokens } from '../tokens/readSendTokens.js'
import type { SendToken } from '../tokens/SendToken.js'

export type SendTokensRead =
  | { status: 'loading' }
  | { status: 'ready'; tokens: SendToken[] }
  | { status: 'error'; error: unknown }

/** The account's sendable tokens on its network, read again when the account or network changes. */
export function useSendTokens(
  namespace: ChainNamespace | undefined,
  address: string | undefined,
  network: Network | undefined,
): SendTokensRead {
  const portico = usePorticoInstance()
  const [read, setRead] = useState<SendTokensRead>({ status: 'loading' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the network's id is what a new read is for
  useEffect(() => {
    if (!namespace || !address || !network) return
    let live = true
    setRead({ status: 'loading' })
    readSendTokens(portico, { namespace, address, network }).then(
      (tokens) => live && setRead({ status: 'ready', tokens }),
      (error: unknown) => live && setRead({ status: 'error', error }),
    )
    return () => {
      live = false
    }
  }, [portico, namespace, address, network?.caipNetworkId])
  return read
}
