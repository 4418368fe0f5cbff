import {
  formatMessage,
  isValidAccountName,
  PorticoError,
  type RegisterNameParameters,
  ValidationError,
} from '@portico/core'
import { EVM_COIN_TYPE } from './evmAddressOf.js'
import type { NamesContext } from './NamesContext.js'
import { nameLabelOf } from './nameCacheKey.js'

/**
 * Registers a name for the connected EVM account (docs/behaviour.md#transitions "Name registration: sign message,
 * register"): builds the message `{ name, attributes, timestamp }`, asks the wallet to sign it
 * through the adapter (portico.signMessage), posts it; the cloud checks the signature, so any EVM
 * account can register. Afterwards the name's cached lookups and the account's cached identity are
 * dropped and the profile is read again. Returns the full name; throws 'Address or auth connector
 * not found' without a connected EVM account, else 'Error registering name {name}' (a name against
 * the rule of docs/behaviour.md#validation, checked before the wallet is asked, or a rejection in the wallet is its cause).
 */
export async function registerName(
  context: NamesContext,
  parameters: RegisterNameParameters,
): Promise<string> {
  const account = context.state.chains.eip155?.accountState
  if (account?.status !== 'connected' || !account.address) {
    throw new PorticoError(formatMessage('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'), {
      code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
    })
  }
  const address = account.address
  const { name } = parameters
  if (!isValidAccountName(nameLabelOf(name))) {
    throw new PorticoError(formatMessage('NAME_REGISTER_FAILED', { name }), {
      code: 'NAME_REGISTER_FAILED',
      values: { name },
      cause: new ValidationError('INVALID_ACCOUNT_NAME'),
    })
  }
  const message = JSON.stringify({
    name,
    attributes: parameters.attributes ?? {},
    timestamp: Date.now(),
  })
  let registered: string
  try {
    const signature = await context.portico.signMessage({ message, namespace: 'eip155' })
    const record = await context.cloud.registerName({ coinType: EVM_COIN_TYPE, address, signature, message })
    registered = record.name
  } catch (cause) {
    throw new PorticoError(formatMessage('NAME_REGISTER_FAILED', { name }), {
      code: 'NAME_REGISTER_FAILED',
      values: { name },
      cause,
    })
  }
  const label = nameLabelOf(registered)
  const names = { ...context.storage.get('nameCache') }
  for (const key of Object.keys(names)) if (nameLabelOf(key) === label) delete names[key]
  context.storage.set('nameCache', names)
  await context.refreshProfile('eip155')
  return registered
}
