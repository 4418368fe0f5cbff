/** Whether a name can be registered (docs/behaviour.md#validation): letters, digits and hyphens, at least 4 characters. */
export function isValidAccountName(name: string): boolean {
  return /^[a-zA-Z0-9-]{4,}$/.test(name)
}
