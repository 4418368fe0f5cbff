import { Component, type ReactNode } from 'react'
import { ViewFailed } from './ViewFailed.js'

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
    return <ViewFailed view={this.props.view} />
  }
}
