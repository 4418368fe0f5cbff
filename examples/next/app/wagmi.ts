import { anvil } from 'viem/chains'
import { cookieStorage, createConfig, createStorage, http } from 'wagmi'

// The local chain's RPC: `?rpc=` lets the browser test point the page at the chain it started.
const rpcUrl =
  (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('rpc')) ??
  'http://127.0.0.1:8545'

/** wagmi as a server-rendered app sets it up: `ssr` and the connection kept in a cookie. */
export const wagmiConfig = createConfig({
  chains: [anvil],
  transports: { [anvil.id]: http(rpcUrl) },
  ssr: true,
  storage: createStorage({ storage: cookieStorage }),
})
