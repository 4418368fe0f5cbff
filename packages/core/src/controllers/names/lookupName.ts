import { NAME_CACHE_MS } from '../../constants/cacheLifetimes.js'
import { formatMessage } from '../../errors/formatMessage.js'
import { PorticoError } from '../../errors/PorticoError.js'
import { evmAddressOf } from './evmAddressOf.js'
import type { NamesContext } from './NamesContext.js'
import { nameCacheKey } from './nameCacheKey.js'

/**
 * The EVM address a name points to, or undefined when it is not registered; cached 5 min per name
 * in storage (the name cache of docs/behaviour.md#limits), a miss included. Throws 'Error resolving name' when the
 * cloud fails.
 */
export async function lookupName(
  context: Pick<NamesContext, 'storage' | 'environment' | 'cloud'>,
  name: string,
): Promise<string | undefined> {
  const key = nameCacheKey(name)
  const cached = context.storage.get('nameCache')?.[key]
  if (
    cached &&
    typeof cached.timestamp === 'number' &&
    context.environment.now() - cached.timestamp < NAME_CACHE_MS
  ) {
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
    [key]: { timestamp: context.environment.now(), value: address },
  })
  return address
}
