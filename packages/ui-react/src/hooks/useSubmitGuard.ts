import { useCallback, useEffect, useRef, useState } from 'react'

export interface UseSubmitGuardReturnType<A extends unknown[]> {
  /** Runs the action unless one is still running: a double click or a second Enter is ignored. */
  submit(...args: A): void
  /** True from the first submit until its action settles (buttons show it as disabled). */
  pending: boolean
}

/**
 * Guards a modal's submit button against double submission. The guard is a ref, set in the same event as the
 * first click, so a second click that arrives before React re-renders the button as disabled is ignored too
 * (it never reaches the controller, where it would read as a second request).
 */
export function useSubmitGuard<A extends unknown[]>(
  action: (...args: A) => unknown,
): UseSubmitGuardReturnType<A> {
  const running = useRef(false)
  const mounted = useRef(true)
  const latest = useRef(action)
  latest.current = action
  const [pending, setPending] = useState(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const submit = useCallback((...args: A) => {
    if (running.current) return
    running.current = true
    setPending(true)
    const settle = () => {
      running.current = false
      if (mounted.current) setPending(false)
    }
    try {
      Promise.resolve(latest.current(...args)).then(settle, settle)
    } catch (error) {
      settle()
      throw error
    }
  }, [])
  return { submit, pending }
}
