import type { Network } from '@portico/core'
import { networkImageUrl } from '@portico/core'
import { useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { Icon } from '../../icons/Icon.js'

/**
 * A network's icon: its own image, else the cloud's (networkImageUrl), as token images load (a plain image the
 * browser caches with the cloud's long cache lifetime); the generic network icon without one, or when it fails to
 * load; never the cloud's in basic mode, which sends nothing to the cloud. `data-state`: `image` | `fallback`.
 */
export function NetworkImage({
  network,
}: {
  network: Pick<Network, 'caipNetworkId' | 'assets'> | undefined
}) {
  const portico = usePorticoInstance()
  const cloudUrl = portico.options.basic ? undefined : portico.options.cloudUrl
  const src = network ? networkImageUrl(cloudUrl, network) : undefined
  const [failed, setFailed] = useState<string | undefined>()
  const shown = src && failed !== src
  return (
    <span
      className="wallet-icon"
      data-testid="network-image"
      data-state={shown ? 'image' : 'fallback'}
      aria-hidden="true"
    >
      {shown ? <img src={src} alt="" onError={() => setFailed(src)} /> : <Icon name="network" />}
    </span>
  )
}
