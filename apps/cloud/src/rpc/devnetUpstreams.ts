/** The local devnet's default endpoints (@portico/devnet's fixed ports), used in development only. */
export const DEVNET_UPSTREAMS: Readonly<Record<string, string>> = {
  'eip155:31337': 'http://127.0.0.1:8545',
  'eip155:31338': 'http://127.0.0.1:8546',
}
