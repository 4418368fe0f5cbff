/** Providers' brand names (not translated); another provider shows its id. */
const NAMES: Readonly<Record<string, string>> = { meld: 'Meld', coinbase: 'Coinbase' }

export const providerName = (provider: string): string => NAMES[provider] ?? provider
