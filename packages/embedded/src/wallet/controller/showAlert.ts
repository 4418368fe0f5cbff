import { type AlertCode, formatAlert } from '@portico/core'
import type { EmbeddedContext } from './EmbeddedContext.js'

/** Shows the alert of `code` (its title and description) in the widget. */
export function showAlert({ feature }: Pick<EmbeddedContext, 'feature'>, code: AlertCode): void {
  const { title, description, variant } = formatAlert(code)
  feature.portico.showAlert({ message: `${title}: ${description}`, variant, code })
}
