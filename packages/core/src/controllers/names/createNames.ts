import type { MessageCode } from '../../errors/catalogue.js'
import { formatMessage } from '../../errors/formatMessage.js'
import { PorticoError } from '../../errors/PorticoError.js'
import type { PorticoNames } from '../../types/portico.js'
import { lookupName } from './lookupName.js'
import type { NamesContext } from './NamesContext.js'
import { reverseLookupName } from './reverseLookupName.js'

function withoutCloud(code: MessageCode, parameters: Record<string, string> = {}): Promise<never> {
  return Promise.reject(
    new PorticoError(formatMessage(code, parameters), {
      code,
      details: 'Names need Portico Cloud: the instance runs in basic mode or without a cloudUrl',
    }),
  )
}

/** What only the names views and the send form use: one chunk, loaded with their first call. */
const onDemand = () => import('./namesOnDemand.js')

/** The instance's names API over the cloud; without one, every call fails with its catalogue error. */
export function createNames(context: NamesContext | undefined): PorticoNames {
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
    lookup: (name) => lookupName(context, name),
    profile: async (name) => (await onDemand()).lookupNameProfile(context, name),
    reverseLookup: (address) => reverseLookupName(context, address),
    suggest: async (name) => (await onDemand()).suggestNames(context, name),
    register: async (parameters) => (await onDemand()).registerName(context, parameters),
  }
}
