/** Whether a string has the shape of an e-mail address (docs/behaviour.md#validation: e-mail login and update). */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value)
}
