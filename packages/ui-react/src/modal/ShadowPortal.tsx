import { lazy, Suspense, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import type { ModalMode } from './ModalMode.js'

// The modal's code and styles load right after the page's first render, off its critical path,
// and are there well before a visitor can click.
const ModalRoot = lazy(() => import('./ModalRoot.js').then((module) => ({ default: module.ModalRoot })))

/** Renders the modal into the host's open shadow root (created on mount, so never on the server). */
export function ShadowPortal({ host, mode }: { host: HTMLElement | null; mode: ModalMode }) {
  const [root, setRoot] = useState<ShadowRoot>()
  useEffect(() => {
    if (host) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
  }, [host])
  if (!root) return null
  return createPortal(
    <Suspense fallback={null}>
      <ModalRoot mode={mode} />
    </Suspense>,
    root,
  )
}
