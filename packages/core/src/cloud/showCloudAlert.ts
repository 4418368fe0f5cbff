import type { AlertCode } from '../errors/catalogue.js'
import { formatAlert, type MessageParameters } from '../errors/formatMessage.js'
import type { Portico } from '../types/portico.js'
import { readPageLocation } from './readPageLocation.js'

/**
 * Shows a catalogue alert of spec §8 as the banner ('Title: description'), keyed by its code so
 * the instance shows it only once. `{origin}` defaults to the page's origin.
 */
export function showCloudAlert(
  portico: Pick<Portico, 'showAlert'>,
  code: AlertCode,
  parameters: MessageParameters = {},
): void {
  const origin = readPageLocation()?.origin ?? 'of this page'
  const { title, description, variant } = formatAlert(code, { origin, ...parameters })
  portico.showAlert({ message: `${title}: ${description}`, variant, code })
}
