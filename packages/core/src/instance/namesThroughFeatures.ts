import type { MessageCode } from '../errors/catalogue.js'
import { formatMessage } from '../errors/formatMessage.js'
import { PorticoError } from '../errors/PorticoError.js'
import type { PorticoNames } from '../types/portico.js'
import type { FeatureHost } from './createFeatureHost.js'

function withoutNames(code: MessageCode, parameters: Record<string, string> = {}): Promise<never> {
  return Promise.reject(
    new PorticoError(formatMessage(code, parameters), {
      code,
      details: 'Names need the names feature (@portico/names) and Portico Cloud',
    }),
  )
}

/**
 * `portico.names`: each call goes to the name resolver a feature registered (`FeatureInstance.names`, the one of
 * `@portico/names`); without one, it fails with its catalogue error, as names do without a cloud.
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
