import type { AlertCode } from '../errors/alerts.js'
import type { VisitorErrorCode } from '../errors/catalogue.js'
import type { en } from './catalogues/en.js'
import type { enBundled } from './catalogues/enBundled.js'
import type { enTime } from './catalogues/enTime.js'

/**
 * The message keys of feature packages: an open contract like PorticoViews. A feature package declares the keys of
 * its English catalogue here by declaration merging (the values are not read), and ships the texts with the
 * feature (`PorticoFeature.messages`).
 * @example
 * declare module '@portico/core' {
 *   interface PorticoMessages extends Record<keyof typeof en, true> {}
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: packages augment it
export interface PorticoMessages {}

/**
 * A key of the English catalogue: en.ts (the views), enBundled.ts (buttons), enTime.ts, the
 * texts of errors/catalogue.ts (`error.<code>` for a visitor's error) and errors/alerts.ts (`alert.<code>.title`
 * and `.description`), and the feature packages' keys (PorticoMessages). Every text the widget shows has one.
 */
export type MessageKey =
  | (keyof PorticoMessages & string)
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

/**
 * A feature package's catalogue of one locale: a text for every key of its English catalogue (`typeof en`), so a
 * locale that misses one, or has one English lacks, is a type error.
 */
export type FeatureCatalogue<English extends object> = { readonly [Key in keyof English]: Message }

/** Values filled into a message's `{name}` placeholders; numbers are formatted for the locale. */
export type MessageValues = Readonly<Record<string, string | number | bigint>>

/** Translates a key into the current locale, falling back to English key by key. */
export type Translate = (key: MessageKey, values?: MessageValues) => string
