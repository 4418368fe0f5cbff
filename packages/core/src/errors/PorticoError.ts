import type { MessageCode } from './catalogue.js'
import type { MessageParameters } from './formatMessage.js'

export interface PorticoErrorParameters {
  /** The catalogue code of the failure; 'UNKNOWN' when it has none. */
  code?: MessageCode | 'UNKNOWN'
  cause?: unknown
  /** More about the failure, for developers; defaults to the cause's message. */
  details?: string
  /** The values filled into the catalogue text, so the UI can show it translated. */
  values?: MessageParameters
  /** Where the docs explain this failure (`docs/errors.md#<anchor>`); defaults to the error's own entry there. */
  docsPath?: string
}

/** The page of the docs that describes every error Portico throws, one section per class. */
export const ERRORS_DOCS_PAGE = 'docs/errors.md'

function detailsOf(cause: unknown): string {
  if (cause instanceof PorticoError) return cause.details
  if (cause instanceof Error) return cause.message
  if (typeof cause === 'string') return cause
  return ''
}

/**
 * The base of every error a Portico package throws. `shortMessage` is the user-visible text (the
 * catalogue's); `message` adds the details for developers; `docsPath` is where the docs explain the
 * failure and what to do (`docs/errors.md#userrejectederror` for a UserRejectedError). Check `code` or
 * the class rather than the text.
 * @example
 * try { parseCaipAddress(value) } catch (error) {
 *   if (error instanceof PorticoError && error.code === 'INVALID_CAIP10_ADDRESS') ...
 * }
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly code: MessageCode | 'UNKNOWN'
  readonly shortMessage: string
  readonly details: string
  /** The values of the catalogue text's `{name}` placeholders (the UI translates `error.<code>`). */
  readonly values: MessageParameters
  readonly #docsPath: string | undefined

  constructor(shortMessage: string, parameters: PorticoErrorParameters = {}) {
    const details = parameters.details ?? detailsOf(parameters.cause)
    const message =
      details && details !== shortMessage ? `${shortMessage}\n\nDetails: ${details}` : shortMessage
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = parameters.code ?? 'UNKNOWN'
    this.shortMessage = shortMessage
    this.details = details
    this.values = parameters.values ?? {}
    this.#docsPath = parameters.docsPath
  }

  /** Where the docs explain this failure: the error's own section of `docs/errors.md` unless it was given one. */
  get docsPath(): string {
    return this.#docsPath ?? `${ERRORS_DOCS_PAGE}#${this.name.toLowerCase()}`
  }

  /**
   * Follows the cause chain: without a predicate, returns the deepest error; with one, the first
   * error (this one included) that matches, or null.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current !== undefined && current !== null && !seen.has(current)) {
      if (predicate?.(current)) return current
      seen.add(current)
      const next: unknown = current instanceof Error ? current.cause : undefined
      if (next === undefined || next === null) break
      current = next
    }
    return predicate ? null : current
  }
}
