/** What waited on the visitor was ended by RPC_ABORT (the widget's modal closed): docs/behaviour.md#errors: 'Request was aborted'. */
export class AbortedError extends Error {
  override name = 'AbortedError'
  constructor() {
    super('Request was aborted')
  }
}
