/** Wallet names shown differently from how wallets announce themselves (docs/behaviour.md#limits). */
export const CONNECTOR_ALIASES: Readonly<Record<string, string>> = {
  'Trust Wallet': 'Trust',
}
