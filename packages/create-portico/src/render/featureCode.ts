import type { Feature } from '../options/choices.js'

/** What one feature puts into the app's portico.ts: its package and the plugin passed to createPortico. */
export interface FeatureCode {
  package: string
  /** Imported statically; sign-in is imported with import() instead, see porticoModule. */
  imports: string[]
  /** The `plugins` entry; undefined for sign-in, which is the `siwx` option. */
  plugin: ((env: { secureSiteUrl: string }) => string) | undefined
}

export const FEATURE_CODE: Record<Feature, FeatureCode> = {
  walletconnect: {
    package: '@portico/walletconnect',
    imports: ['walletConnect'],
    plugin: () => 'walletConnect()',
  },
  email: {
    package: '@portico/embedded',
    imports: ['embeddedWallet'],
    plugin: ({ secureSiteUrl }) => `embeddedWallet({ secureSiteUrl: ${secureSiteUrl} })`,
  },
  siwx: { package: '@portico/siwx', imports: [], plugin: undefined },
  send: { package: '@portico/send', imports: ['send'], plugin: () => 'send()' },
  receive: { package: '@portico/receive', imports: ['receiveFeature'], plugin: () => 'receiveFeature' },
  activity: { package: '@portico/activity', imports: ['activity'], plugin: () => 'activity()' },
  names: { package: '@portico/names', imports: ['names'], plugin: () => 'names()' },
  multiwallet: { package: '@portico/multiwallet', imports: ['multiWallet'], plugin: () => 'multiWallet' },
}
