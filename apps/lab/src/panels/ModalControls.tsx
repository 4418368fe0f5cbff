import { AccountButton, ConnectButton, NetworkButton, usePortico } from '@portico/react'
import { OpenViewControl } from './OpenViewControl.js'

/** The widget's buttons as an app places them, plus an app-side `open()` (the usePortico hook). */
export function ModalControls() {
  const { open } = usePortico()
  return (
    <section className="lab-panel lab-buttons" aria-label="Portico buttons">
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
      <button type="button" data-testid="lab-open-modal" onClick={() => void open()}>
        open() from the app
      </button>
      <button
        type="button"
        data-testid="lab-open-approval"
        onClick={() => void open({ view: 'ApproveTransaction' })}
      >
        Show the pending request
      </button>
      <OpenViewControl />
    </section>
  )
}
