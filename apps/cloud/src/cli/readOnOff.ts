/** A CLI switch's value: on, true, yes or 1; off, false, no or 0; anything else is refused with the flag's name. */
export function readOnOff(value: string, flag: string): boolean {
  if (['on', 'true', 'yes', '1'].includes(value)) return true
  if (['off', 'false', 'no', '0'].includes(value)) return false
  throw new Error(`--${flag} takes on or off, not ${value}`)
}
