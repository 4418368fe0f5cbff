import { formatMessage, type NameSuggestion, PorticoError } from '@portico/core'
import type { NamesContext } from './NamesContext.js'

/** Free names close to the input (docs/behaviour.md#state "Name suggestion: name"). Throws 'Error fetching name suggestions'. */
export async function suggestNames(
  context: Pick<NamesContext, 'cloud'>,
  name: string,
): Promise<NameSuggestion[]> {
  try {
    return await context.cloud.getNameSuggestions({ name: name.trim() })
  } catch (cause) {
    throw new PorticoError(formatMessage('NAME_SUGGESTIONS_FAILED'), {
      code: 'NAME_SUGGESTIONS_FAILED',
      cause,
    })
  }
}
