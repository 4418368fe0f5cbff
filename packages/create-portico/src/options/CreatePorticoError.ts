/** A choice the starter cannot act on: its message says what was wrong and what to pass instead. */
export class CreatePorticoError extends Error {
  override name = 'CreatePorticoError'
}
