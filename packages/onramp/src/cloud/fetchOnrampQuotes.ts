import { HttpError } from '@portico/core'
import { OnrampError } from '../errors/OnrampError.js'
import type { OnrampQuote, OnrampRefusal } from '../OnrampQuote.js'
import type { OnrampCloud } from './OnrampCloud.js'
import { onrampRequest } from './onrampRequest.js'

type QuoteRow = Omit<OnrampQuote, 'cryptoAmount'> & { cryptoAmount: string }
type Unavailable = { provider: string; error: string }

export type OnrampQuoteInput = { fiatAmount: string; fiatCurrency: string; asset: string; network: string }

const refusalsOf = (rows: readonly Unavailable[] | undefined): OnrampRefusal[] =>
  (rows ?? []).map(({ provider, error }) => ({ provider, code: error }))

/**
 * Every enabled provider's quote, best first, and the providers that refused with their codes
 * (`GET /v1/onramp/quote`). When none sells it, an OnrampError `onramp_no_quote` whose `refused` lists why.
 */
export async function fetchOnrampQuotes(
  cloud: OnrampCloud,
  input: OnrampQuoteInput,
): Promise<{ quotes: OnrampQuote[]; refused: OnrampRefusal[] }> {
  try {
    const answer = await onrampRequest<{ quotes: QuoteRow[]; unavailable?: Unavailable[] }>(cloud, {
      path: '/v1/onramp/quote',
      params: input,
    })
    return {
      quotes: answer.quotes.map((row) => ({ ...row, cryptoAmount: BigInt(row.cryptoAmount) })),
      refused: refusalsOf(answer.unavailable),
    }
  } catch (error) {
    const cause = error instanceof OnrampError ? error.cause : undefined
    if (
      error instanceof OnrampError &&
      error.onrampCode === 'onramp_no_quote' &&
      cause instanceof HttpError
    ) {
      const details = (cause.body as { details?: Unavailable[] } | undefined)?.details
      return { quotes: [], refused: refusalsOf(Array.isArray(details) ? details : []) }
    }
    throw error
  }
}
