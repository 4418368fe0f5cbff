import { formatMessage, type NameProfile, PorticoError } from '@portico/core'
import { evmAddressOf } from './evmAddressOf.js'
import type { NamesContext } from './NamesContext.js'
import { nameCacheKey } from './nameCacheKey.js'

/**
 * A name's profile: its full name, the EVM address it points to and its image (the `avatar`
 * attribute), or undefined when it is not registered. Asks the cloud each time (a send shows the
 * receiver as registered now). Throws 'Error resolving name' when the cloud fails.
 */
export async function lookupNameProfile(
  context: Pick<NamesContext, 'cloud'>,
  name: string,
): Promise<NameProfile | undefined> {
  let record: Awaited<ReturnType<NamesContext['cloud']['lookupName']>>
  try {
    record = await context.cloud.lookupName({ name: nameCacheKey(name) })
  } catch (cause) {
    throw new PorticoError(formatMessage('NAME_RESOLVE_FAILED'), { code: 'NAME_RESOLVE_FAILED', cause })
  }
  const address = record && evmAddressOf(record)
  if (!record || !address) return undefined
  const avatar = record.attributes.avatar
  return { name: record.name, address, ...(avatar ? { avatar } : {}) }
}
