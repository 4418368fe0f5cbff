import type { SiwxContext } from './SiwxContext.js'

/** Whether the modal shows the SIWXSignMessage view. */
export function isPromptShown({ feature }: Pick<SiwxContext, 'feature'>): boolean {
  return feature.state.modal.open && feature.state.router.view === 'SIWXSignMessage'
}
