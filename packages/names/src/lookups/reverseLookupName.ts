import { formatMessage, PorticoError } from '@portico/core'
import type { NamesContext } from './NamesContext.js'

/** The full names registered for an address, newest first. Throws 'Error fetching names for address'. */
export async function reverseLookupName(
  context: Pick<NamesContext, 'cloud'>,
  address: string,
): Promise<string[]> {
  try {
    const records = await context.cloud.reverseLookupName({ address })
    return records.map((record) => record.name)
  } catch (cause) {
    throw new PorticoError(formatMessage('NAMES_FOR_ADDRESS_FAILED'), {
      code: 'NAMES_FOR_ADDRESS_FAILED',
      cause,
    })
  }
}
