import type { Template } from '../options/choices.js'

/**
 * The app's wagmi config (EVM apps only): Portico's EVM adapter works through it, so the app's wagmi hooks and
 * Portico always see the same account and network. Next.js renders on the server: `ssr` and a cookie, as
 * docs/embedding.md sets it up.
 */
export function wagmiModule(template: Template): string {
  const next = template === 'next'
  return `import { base, mainnet } from 'viem/chains'
import { ${next ? 'cookieStorage, createConfig, createStorage, http' : 'createConfig, http'} } from 'wagmi'

/** The app's wagmi config: Portico's EVM adapter works through it, so wagmi's hooks and Portico agree. */
export const wagmiConfig = createConfig({
  chains: [mainnet, base],
  transports: { [mainnet.id]: http(), [base.id]: http() },${next ? '\n  ssr: true,\n  storage: createStorage({ storage: cookieStorage }),' : ''}
})
`
}
