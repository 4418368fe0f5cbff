import type { AlertCode } from '../errors/alerts.js'
import type { MessageParameters } from '../errors/formatMessage.js'
import type { Portico } from '../types/portico.js'
import { readPageLocation } from './readPageLocation.js'

function stringValues(values: MessageParameters): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'bigint' ? String(value) : value]),
  )
}

/**
 * Shows a catalogue alert of docs/behaviour.md#errors as the banner ('Title: description'), keyed by its code so
 * the instance shows it only once. `{origin}` defaults to the page's origin. The alerts' texts load with the first
 * alert (they are not in the page's first JS); resolves once it shows, never rejects (a failed load is logged).
 */
export async function showCloudAlert(
  portico: Pick<Portico, 'showAlert'>,
  code: AlertCode,
  parameters: MessageParameters = {},
): Promise<void> {
  const origin = readPageLocation()?.origin ?? 'of this page'
  const values = { origin, ...parameters }
  try {
    const { formatAlert } = await import('../errors/formatAlert.js')
    const { title, description, variant } = formatAlert(code, values)
    portico.showAlert({ message: `${title}: ${description}`, variant, code, values: stringValues(values) })
  } catch (error) {
    console.warn(`Portico: could not show the alert ${code}`, error)
  }
}
