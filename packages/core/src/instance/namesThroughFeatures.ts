import type { MessageCode } from '../errors/catalogue.js'
import type { PorticoNames } from '../types/portico.js'
import type { FeatureHost } from './createFeatureHost.js'

const withoutNames = (code: MessageCode, parameters?: Record<string, string>): Promise<never> =>
  import('./namesUnavailable.js').then(({ namesUnavailable }) => namesUnavailable(code, parameters))

/**
 * `portico.names`: each call goes to the name resolver a feature registered (`FeatureInstance.names`, the one of
 * `@portico/names`); without one, it fails with its catalogue error, as names do without a cloud (the error in its own chunk, loaded only then).
 */
export function namesThroughFeatures(features: () => Pick<FeatureHost, 'names'>): PorticoNames {
  return {
    lookup: (name) => features().names()?.lookup(name) ?? withoutNames('NAME_RESOLVE_FAILED'),
    profile: (name) => features().names()?.profile(name) ?? withoutNames('NAME_RESOLVE_FAILED'),
    reverseLookup: (address) =>
      features().names()?.reverseLookup(address) ?? withoutNames('NAMES_FOR_ADDRESS_FAILED'),
    suggest: (name) => features().names()?.suggest(name) ?? withoutNames('NAME_SUGGESTIONS_FAILED'),
    register: (parameters) =>
      features().names()?.register(parameters) ??
      withoutNames('NAME_REGISTER_FAILED', { name: parameters.name }),
  }
}
