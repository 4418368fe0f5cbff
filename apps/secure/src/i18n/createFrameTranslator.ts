import type { FrameTranslate } from './FrameTranslate.js'
import { type FrameCatalogue, frameEnglish } from './frameEnglish.js'

/** A translator over `catalogue`, English for a key it lacks; a placeholder without a value stays as written. */
export function createFrameTranslator(catalogue: Partial<FrameCatalogue> = {}): FrameTranslate {
  return (key, values) =>
    (catalogue[key] ?? frameEnglish[key]).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      values && name in values ? String(values[name]) : placeholder,
    )
}
