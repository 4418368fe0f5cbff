import type { MessageKey } from './Catalogue.js'
import { englishMessage } from './english.js'

/**
 * Whether a string is a key of the English catalogue (e.g. `error.<code>` for an error code). Keys
 * beyond the bundled ones (views' texts) are known once `loadEnglish()` resolved.
 */
export function isMessageKey(key: string): key is MessageKey {
  return englishMessage(key as MessageKey) !== undefined
}
