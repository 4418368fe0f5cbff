import type { MessageKey } from '@portico/core'

/** What the visitor reads about the last failure: a catalogue key, or the frame's own text when it has no key. */
export type EmailLoginError =
  | { key: MessageKey; values?: Record<string, string | number> }
  | { key?: undefined; text: string }
