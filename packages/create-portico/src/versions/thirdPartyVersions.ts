/**
 * The other packages a generated app installs, at the versions Portico's own example apps are built and tested
 * with (examples/vite-react18, examples/next): React 19, wagmi 3, viem 2, Vite 8, Next.js 16, TypeScript 5.9.
 */
export const THIRD_PARTY_VERSIONS = {
  '@polkadot/util-crypto': '14.0.3',
  '@scure/btc-signer': '2.4.1',
  '@tanstack/react-query': '5.108.0',
  '@types/node': '20.19.43',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@vitejs/plugin-react': '6.3.0',
  '@wagmi/core': '3.6.5',
  next: '16.4.6',
  react: '19.3.1',
  'react-dom': '19.3.1',
  typescript: '5.9.3',
  viem: '2.57.20',
  vite: '8.3.8',
  wagmi: '3.7.7',
} as const

export type ThirdPartyPackage = keyof typeof THIRD_PARTY_VERSIONS
