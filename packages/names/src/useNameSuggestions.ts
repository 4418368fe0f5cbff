import { type NameSuggestion, WALLET_SEARCH_DEBOUNCE_MS } from '@portico/core'
import { errorText, usePorticoInstance, useTranslate } from '@portico/react'
import { useEffect, useState } from 'react'

export interface NameSuggestions {
  status: 'idle' | 'loading' | 'ready' | 'error'
  suggestions: NameSuggestion[]
  /** The failure's text ('Error fetching name suggestions'), when the last read failed. */
  error: string | undefined
}

/**
 * Free names close to what the visitor typed (`portico.names.suggest`), asked once the typing has
 * paused for the wallet search's debounce; an answer for an older input is dropped.
 */
export function useNameSuggestions(input: string): NameSuggestions {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const [result, setResult] = useState<NameSuggestions>({ status: 'idle', suggestions: [], error: undefined })
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes with the locale only; the input is what a read is for
  useEffect(() => {
    const query = input.trim()
    if (query === '') {
      setResult({ status: 'idle', suggestions: [], error: undefined })
      return
    }
    let live = true
    setResult((previous) => ({ ...previous, status: 'loading' }))
    const timer = setTimeout(() => {
      portico.names.suggest(query).then(
        (suggestions) => {
          if (live) setResult({ status: 'ready', suggestions, error: undefined })
        },
        (error: unknown) => {
          if (live) setResult({ status: 'error', suggestions: [], error: errorText(error, t) })
        },
      )
    }, WALLET_SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [portico, input])
  return result
}
