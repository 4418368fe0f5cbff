import { useCallback, useState } from 'react'

type ActionState = { status: 'idle' | 'pending' | 'success' | 'error'; data?: string; error?: string }

/** Runs one async action at a time and keeps its status, result or error message for the page. */
export function useAsyncAction(action: () => Promise<string>): [ActionState, () => void] {
  const [state, setState] = useState<ActionState>({ status: 'idle' })
  const run = useCallback(() => {
    setState({ status: 'pending' })
    action().then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) =>
        setState({
          status: 'error',
          error:
            (error as { shortMessage?: string }).shortMessage ?? (error as Error).message ?? String(error),
        }),
    )
  }, [action])
  return [state, run]
}
