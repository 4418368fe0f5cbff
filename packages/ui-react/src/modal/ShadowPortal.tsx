import { type ReactNode, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { modalStyles } from './modalStyles.js'

/** Renders children, with the modal stylesheet, into the host's open shadow root (created on mount). */
export function ShadowPortal({ host, children }: { host: HTMLElement | null; children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot>()
  useEffect(() => {
    if (host) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
  }, [host])
  if (!root) return null
  return createPortal(
    <>
      <style>{modalStyles}</style>
      {children}
    </>,
    root,
  )
}
