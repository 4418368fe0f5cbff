/** The WalletConnect relay of the lab cloud at `cloudUrl` (walletConnect()'s default: ws(s) and /relay). */
export const labRelayUrlOf = (cloudUrl: string): string => `${cloudUrl.replace(/^http/, 'ws')}/relay`
