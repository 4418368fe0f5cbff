import { ALERTS, type Alert, type AlertCode, type Translate } from '@portico/core'

function isAlertCode(code: string | undefined): code is AlertCode {
  return code !== undefined && Object.hasOwn(ALERTS, code)
}

/** The banner's text: a catalogue alert ('{title}: {description}') in the current locale, else its message. */
export function alertText(alert: Pick<Alert, 'message' | 'code' | 'values'>, t: Translate): string {
  if (!isAlertCode(alert.code)) return alert.message
  const values = alert.values ?? {}
  return t('alert.titled', {
    title: t(`alert.${alert.code}.title`, values),
    description: t(`alert.${alert.code}.description`, values),
  })
}
