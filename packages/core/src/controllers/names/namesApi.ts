import type { MessageCode } from '../../errors/catalogue.js'
import { formatMessage } from '../../errors/formatMessage.js'
import { PorticoError } from '../../errors/PorticoError.js'
import type { PorticoNames } from '../../types/portico.js'
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
export function namesApi(context: NamesContext | undefined): PorticoNames {
  if (!context) {
    return {
      lookup: () => withoutCloud('NAME_RESOLVE_FAILED'),
      profile: () => withoutCloud('NAME_RESOLVE_FAILED'),
      reverseLookup: () => withoutCloud('NAMES_FOR_ADDRESS_FAILED'),
      suggest: () => withoutCloud('NAME_SUGGESTIONS_FAILED'),
      register: ({ name }) => withoutCloud('NAME_REGISTER_FAILED', { name }),
    }
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
