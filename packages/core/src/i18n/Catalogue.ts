import type { AlertCode, VisitorErrorCode } from '../errors/catalogue.js'
import type { en } from './catalogues/en.js'
import type { enBundled } from './catalogues/enBundled.js'
import type { enTime } from './catalogues/enTime.js'

/**
 * A key of the English catalogue: en.ts (the views), enBundled.ts (buttons), enTime.ts, and the
 * texts of errors/catalogue.ts (`error.<code>` for a visitor's error, `alert.<code>.title` and
 * `.description`). Every text the widget shows has one.
 */
export type MessageKey =
  | keyof typeof en
  | keyof typeof enBundled
  | keyof typeof enTime
  | `error.${VisitorErrorCode}`
  | `alert.${AlertCode}.${'title' | 'description'}`

/** Plural forms of one message, chosen by `Intl.PluralRules` on the `count` value; `other` is required. */
export type PluralMessage = { readonly [Category in Intl.LDMLPluralRule]?: string } & {
  readonly other: string
}

export type Message = string | PluralMessage

/** A locale's catalogue: any subset of the English keys; a missing key falls back to English. */
export type Catalogue = { readonly [Key in MessageKey]?: Message }

/** Values filled into a message's `{name}` placeholders; numbers are formatted for the locale. */
export type MessageValues = Readonly<Record<string, string | number | bigint>>

/** Translates a key into the current locale, falling back to English key by key. */
export type Translate = (key: MessageKey, values?: MessageValues) => string
