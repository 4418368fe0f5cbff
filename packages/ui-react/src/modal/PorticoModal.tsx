import { createElement, useEffect, useState } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { defineHostElement, HOST_TAG, HOST_TEST_ID } from './hostElement.js'
import { ShadowPortal } from './ShadowPortal.js'

/**
 * The modal, placed by the app (with `disableAppend` or `enableEmbedded`). It renders a
 * `<portico-modal>` host where it stands; with `enableEmbedded` the card sits inline in the page.
 */
export function PorticoModal() {
  const portico = usePorticoInstance()
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(defineHostElement, [])
  const mode = portico.options.enableEmbedded ? 'embedded' : 'overlay'
  return createElement(
    HOST_TAG,
    { ref: setHost, 'data-testid': HOST_TEST_ID, 'data-mode': mode },
    <ShadowPortal host={host} mode={mode} />,
  )
}
