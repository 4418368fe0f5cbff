import { usePortico } from '@portico/react'
import { useState } from 'react'

/**
 * `open({ view, data })` from the app with any view and JSON data (a feature's arguments, e.g. Swap's
 * `{ "fromToken": "USDC", "toToken": "PTK", "amount": "3" }`); bad JSON says so beside the button.
 */
export function OpenViewControl() {
  const { open } = usePortico()
  const [view, setView] = useState('Swap')
  const [data, setData] = useState('')
  const [error, setError] = useState('')
  const submit = () => {
    let parsed: unknown
    try {
      parsed = data.trim() === '' ? undefined : JSON.parse(data)
      setError('')
    } catch {
      setError('Not JSON')
      return
    }
    // The lab opens whatever is typed: an unknown view is the widget's own error to show.
    void open({ view, data: parsed } as unknown as Parameters<typeof open>[0])
  }
  return (
    <span className="lab-open-view">
      <input
        aria-label="View"
        data-testid="lab-open-view"
        value={view}
        onChange={(e) => setView(e.target.value)}
      />
      <input
        aria-label="Data (JSON)"
        data-testid="lab-open-data"
        value={data}
        placeholder='{"amount": "1"}'
        onChange={(e) => setData(e.target.value)}
      />
      <button type="button" data-testid="lab-open-with" onClick={submit}>
        open(&#123; view, data &#125;)
      </button>
      {error && <span role="alert">{error}</span>}
    </span>
  )
}
