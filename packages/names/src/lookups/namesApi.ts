import {
  type FeatureContext,
  formatMessage,
  type MessageCode,
  PorticoError,
  type PorticoNames,
} from '@portico/core'
import { lookupName } from './lookupName.js'
import { lookupNameProfile } from './lookupNameProfile.js'
import type { NamesContext } from './NamesContext.js'
import { nameCacheKey } from './nameCacheKey.js'
import { registerName } from './registerName.js'
import { reverseLookupName } from './reverseLookupName.js'
import { suggestNames } from './suggestNames.js'

function withoutCloud(code: MessageCode, parameters: Record<string, string> = {}): Promise<never> {
  return Promise.reject(
    new PorticoError(formatMessage(code, parameters), {
      code,
      details: 'Names need Portico Cloud: the instance runs in basic mode or without a cloudUrl',
    }),
  )
}

/**
 * The names API over the cloud; without one, every call fails with its catalogue error. Loaded by
 * createNames with the first call (the names views, the send form or the app's own).
 */
export function namesApi(
  feature: Pick<FeatureContext, 'state' | 'storage' | 'portico' | 'refreshProfile' | 'cloud'>,
): PorticoNames {
  const { cloud } = feature
  if (!cloud) {
    return {
      lookup: () => withoutCloud('NAME_RESOLVE_FAILED'),
      profile: () => withoutCloud('NAME_RESOLVE_FAILED'),
      reverseLookup: () => withoutCloud('NAMES_FOR_ADDRESS_FAILED'),
      suggest: () => withoutCloud('NAME_SUGGESTIONS_FAILED'),
      register: ({ name }) => withoutCloud('NAME_REGISTER_FAILED', { name }),
    }
  }
  const context: NamesContext = {
    get state() {
      return feature.state
    },
    storage: feature.storage,
    get portico() {
      return feature.portico
    },
    refreshProfile: (namespace) => feature.refreshProfile(namespace),
    cloud,
  }
  return {
    async lookup(name) {
      const address = await lookupName(context, name)
      // The address found carries its name as a label (docs/behaviour.md#state "address labels").
      if (address)
        context.portico.setAddressLabel({ address, label: nameCacheKey(name), namespace: 'eip155' })
      return address
    },
    profile: (name) => lookupNameProfile(context, name),
    reverseLookup: (address) => reverseLookupName(context, address),
    suggest: (name) => suggestNames(context, name),
    register: (parameters) => registerName(context, parameters),
  }
}
