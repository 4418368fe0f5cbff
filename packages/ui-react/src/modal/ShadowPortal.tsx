import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import type { ModalMode } from './ModalMode.js'
import { useModalCode } from './useModalCode.js'

/**
 * Renders the modal into the host's open shadow root (created on mount, so never on the server),
 * once the modal's code is loaded; after that every render is synchronous, with no loading fallback.
 */
export function ShadowPortal({ host, mode }: { host: HTMLElement | null; mode: ModalMode }) {
  const [root, setRoot] = useState<ShadowRoot>()
  const ModalRoot = useModalCode(mode)
  useEffect(() => {
    if (host) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
  }, [host])
  if (!root || !ModalRoot) return null
  return createPortal(<ModalRoot mode={mode} />, root)
}
