import { Component, type ReactNode } from 'react'

interface State {
  failed: boolean
}

/** Keeps a view that throws from taking the app down; the view area says so instead. */
export class ViewErrorBoundary extends Component<{ view: string; children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div
        className="view view-state"
        role="alert"
        data-testid="portico-view"
        data-view={this.props.view}
        data-state="error"
      >
        Something went wrong
      </div>
    )
  }
}
