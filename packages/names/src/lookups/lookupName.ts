import { formatMessage, NAME_CACHE_MS, PorticoError } from '@portico/core'
import { evmAddressOf } from './evmAddressOf.js'
import type { NamesContext } from './NamesContext.js'
import { nameCacheKey } from './nameCacheKey.js'

/**
 * The EVM address a name points to, or undefined when it is not registered; cached 5 min per name
 * in storage (the name cache of docs/behaviour.md#limits), a miss included. Throws 'Error resolving name' when the
 * cloud fails.
 */
export async function lookupName(
  context: Pick<NamesContext, 'storage' | 'cloud'>,
  name: string,
): Promise<string | undefined> {
  const key = nameCacheKey(name)
  const cached = context.storage.get('nameCache')?.[key]
  if (cached && typeof cached.timestamp === 'number' && Date.now() - cached.timestamp < NAME_CACHE_MS) {
    return cached.value ?? undefined
  }
  let address: string | undefined
  try {
    const record = await context.cloud.lookupName({ name: key })
    address = record && evmAddressOf(record)
  } catch (cause) {
    throw new PorticoError(formatMessage('NAME_RESOLVE_FAILED'), { code: 'NAME_RESOLVE_FAILED', cause })
  }
  context.storage.set('nameCache', {
    ...context.storage.get('nameCache'),
    [key]: { timestamp: Date.now(), value: address },
  })
  return address
}
