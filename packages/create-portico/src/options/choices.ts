/** The app templates: each key is what `--template` takes. */
export const TEMPLATES = {
  vite: 'Vite + React',
  next: 'Next.js (App Router, server-rendered)',
} as const

/** The chain families (CAIP-2 namespaces) a generated app can connect, in the order their networks are listed. */
export const NAMESPACES = {
  eip155: 'EVM, through wagmi',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
} as const

/** The optional features: what each needs is checked before anything is written. */
export const FEATURES = {
  walletconnect: { title: 'WalletConnect (phone and desktop wallets)', cloud: true },
  email: { title: 'embedded wallet: e-mail login', cloud: true },
  siwx: { title: 'sign in with X', cloud: false },
  send: { title: 'Send', cloud: false },
  receive: { title: 'Receive', cloud: false },
  activity: { title: 'Activity tab', cloud: true },
  names: { title: 'account names', cloud: true },
  multiwallet: { title: 'several wallets at once', cloud: true },
} as const satisfies Record<string, { title: string; cloud: boolean }>

export type Template = keyof typeof TEMPLATES
export type Namespace = keyof typeof NAMESPACES
export type Feature = keyof typeof FEATURES

/** Where `npx @portico/cloud` and `npx @portico/secure` listen by default. */
export const LOCAL_CLOUD_URL = 'http://127.0.0.1:8787'
export const LOCAL_SECURE_SITE_URL = 'http://127.0.0.1:4410'

/**
 * The features that work on some namespaces only: the embedded wallet's accounts and Send are EVM and Solana ones,
 * Activity and names EVM ones.
 */
export const FEATURE_NAMESPACES: Partial<Record<Feature, readonly Namespace[]>> = {
  email: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
  activity: ['eip155'],
  names: ['eip155'],
}
