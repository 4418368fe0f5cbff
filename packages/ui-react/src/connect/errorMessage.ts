/** The text to show for an error: Portico's user-facing short message when there is one. */
export function errorMessage(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'shortMessage' in error &&
    typeof error.shortMessage === 'string'
  ) {
    return error.shortMessage
  }
  return error instanceof Error ? error.message : String(error)
}
