import { ALERT_REOPEN_DELAY_MS } from '../../constants/timeouts.js'
import type { Timers } from '../../instance/createTimers.js'
import type { ResolvedOptions } from '../../options/ResolvedOptions.js'
import type { AlertVariant } from '../../types/alert.js'
import type { PorticoEvent } from '../../types/event.js'
import type { PorticoState } from '../../types/state.js'
import { AUTO_CLOSE_DELAY_MS } from './autoCloseDelay.js'
import { isDeveloperAlert } from './isDeveloperAlert.js'

export interface AlertsContext {
  state: PorticoState
  options: Pick<ResolvedOptions, 'debug'>
  timers: Timers
  emit(event: PorticoEvent): void
  /** Alert codes already shown by this instance (each provider error alert shows once). */
  shownAlertCodes: Set<string>
}

export interface ShowAlertParameters {
  message: string
  variant: AlertVariant
  /** Catalogue code: an alert with a code is shown once per instance. */
  code?: string
  /** The values of a catalogue alert's description, kept for the UI to translate it. */
  values?: Record<string, string | number>
  autoClose?: boolean
}

/**
 * Shows the banner alert (docs/behaviour.md#transitions): an open alert is closed first and the new one opens
 * ALERT_REOPEN_DELAY_MS (150 ms) later. An alert with a code already shown is ignored. With `debug: false` an
 * alert meant for the app's developer is only emitted as an `ALERT` event, never shown.
 */
export function showAlert(context: AlertsContext, parameters: ShowAlertParameters): void {
  if (parameters.code !== undefined) {
    if (context.shownAlertCodes.has(parameters.code)) return
    context.shownAlertCodes.add(parameters.code)
  }
  const autoClose = parameters.autoClose ?? false
  const event = {
    type: 'ALERT',
    message: parameters.message,
    variant: parameters.variant,
    ...(parameters.code === undefined ? {} : { code: parameters.code }),
  } as const
  if (!context.options.debug && isDeveloperAlert(parameters.code)) {
    context.emit(event)
    return
  }
  const present = () => {
    context.state.alert = {
      message: parameters.message,
      variant: parameters.variant,
      open: true,
      autoClose,
      ...(parameters.code === undefined ? {} : { code: parameters.code }),
      ...(parameters.values === undefined ? {} : { values: { ...parameters.values } }),
    }
    if (autoClose) {
      const shown = context.state.alert
      context.timers.set(() => {
        if (context.state.alert === shown) context.state.alert.open = false
      }, AUTO_CLOSE_DELAY_MS)
    }
  }
  context.emit(event)
  if (context.state.alert.open) {
    context.state.alert.open = false
    context.timers.set(present, ALERT_REOPEN_DELAY_MS)
  } else {
    present()
  }
}
