import type { FeatureContext, PorticoNames } from '@portico/core'

/**
 * The names feature's API and the instance's name resolver (docs/behaviour.md#calls: lookup, reverse lookup, suggestions, register) over the cloud;
 * without one, every call fails with its catalogue error. The calls load as one chunk with the
 * first of them (the names views, the send form or the app's own), kept out of the page's first JS.
 */
export function createNames(
  context: Pick<FeatureContext, 'state' | 'storage' | 'portico' | 'refreshProfile' | 'cloud'>,
): PorticoNames {
  const api = async () => (await import('./namesApi.js')).namesApi(context)
  return {
    lookup: async (name) => (await api()).lookup(name),
    profile: async (name) => (await api()).profile(name),
    reverseLookup: async (address) => (await api()).reverseLookup(address),
    suggest: async (name) => (await api()).suggest(name),
    register: async (parameters) => (await api()).register(parameters),
  }
}
