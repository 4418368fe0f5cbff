import { type RefObject, useEffect, useRef } from 'react'

/**
 * Calls `onVisible` when the returned element scrolls into view, while `active`. The observer is
 * re-created when `key` changes, so an end that stays visible after a page loads asks again.
 * Without IntersectionObserver (SSR, happy-dom) it does nothing.
 */
export function useEndOfList<T extends Element>(
  active: boolean,
  key: unknown,
  onVisible: () => void,
): RefObject<T | null> {
  const ref = useRef<T | null>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-creates the observer on purpose
  useEffect(() => {
    const element = ref.current
    const Observer = (globalThis as { IntersectionObserver?: typeof IntersectionObserver })
      .IntersectionObserver
    if (!active || !element || typeof Observer !== 'function') return
    const observer = new Observer((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [active, key])
  return ref
}
