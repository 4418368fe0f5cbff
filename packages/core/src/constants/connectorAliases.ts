/** Wallet names shown differently from how wallets announce themselves (spec §9). */
export const CONNECTOR_ALIASES: Readonly<Record<string, string>> = {
  'Trust Wallet': 'Trust',
}
