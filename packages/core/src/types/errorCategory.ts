/**
 * What an ERROR event is about (docs/behaviour.md#errors: errors are wrapped with a category and reported):
 * connecting or disconnecting a wallet, switching networks, a wallet request, or Portico itself.
 */
export type ErrorCategory = 'CONNECTION' | 'NETWORK' | 'REQUEST' | 'INTERNAL'
