import { useEffect, useState } from 'react'
import { defineHostElement, HOST_TAG, HOST_TEST_ID } from './hostElement.js'
import { ShadowPortal } from './ShadowPortal.js'

/** The default placement: a `<portico-modal>` host appended to document.body on mount (client only). */
export function AppendedModal() {
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(() => {
    defineHostElement()
    const element = document.createElement(HOST_TAG)
    element.setAttribute('data-testid', HOST_TEST_ID)
    document.body.append(element)
    setHost(element)
    return () => element.remove()
  }, [])
  return <ShadowPortal host={host} mode="overlay" />
}
