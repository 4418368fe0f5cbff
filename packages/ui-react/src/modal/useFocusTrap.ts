import { type KeyboardEvent, type RefObject, useEffect } from 'react'
import { focusableElements } from './focusableElements.js'

/**
 * Dialog focus handling: moves focus into the container on mount, keeps Tab and Shift+Tab inside
 * it, and gives focus back to the element that had it (the opener) on unmount.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined
    container.current?.focus()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [container, enabled])

  return (event: KeyboardEvent) => {
    const element = container.current
    if (!enabled || event.key !== 'Tab' || !element) return
    const focusables = focusableElements(element)
    const first = focusables[0]
    const last = focusables.at(-1)
    if (!first || !last) return event.preventDefault()
    const active = (element.getRootNode() as Document | ShadowRoot).activeElement
    const outside = !active || !element.contains(active) || active === element
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault()
      first.focus()
    }
  }
}
