import type { Catalogue, Message, MessageValues, Translate } from './Catalogue.js'
import { englishMessage } from './english.js'

function pluralForm(message: Exclude<Message, string>, count: unknown, locale: string): string {
  if (typeof count !== 'number' && typeof count !== 'bigint') return message.other
  const category = new Intl.PluralRules(locale).select(Number(count))
  return message[category] ?? message.other
}

function fill(
  template: string,
  values: MessageValues,
  formatNumber: (value: number | bigint) => string,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) return placeholder
    return typeof value === 'string' ? value : formatNumber(value)
  })
}

/**
 * The `t` of one locale: the catalogue's message for a key, else the English one (key by key:
 * the bundled English texts at once, all of them once `loadEnglish()` resolved), else the `english` of the
 * instance's feature packages (their texts are theirs, see PorticoFeature.messages);
 * plural forms chosen with `Intl.PluralRules` on `values.count`; `{name}` placeholders filled,
 * numbers formatted with `Intl.NumberFormat`. A placeholder without a value stays as written. The number format is
 * built on the first number it fills, not with the translator: building one costs the page tens of milliseconds
 * before the button shows (the instance makes its English translator at creation), and no button text has a number.
 * @example createTranslator('de', de)('connecting.waiting', { wallet: 'MetaMask' }) // 'Weiter in MetaMask'
 */
export function createTranslator(locale: string, catalogue: Catalogue, english: Catalogue = {}): Translate {
  let numbers: Intl.NumberFormat | undefined
  const formatNumber = (value: number | bigint) => {
    numbers ??= new Intl.NumberFormat(locale)
    return numbers.format(value)
  }
  return (key, values = {}) => {
    const own = catalogue[key]
    const message: Message | undefined = own ?? englishMessage(key) ?? english[key]
    if (message === undefined) return key
    const template =
      typeof message === 'string' ? message : pluralForm(message, values.count, own ? locale : 'en')
    return fill(template, values, formatNumber)
  }
}
