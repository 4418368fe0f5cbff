import { type RelayRefusalReason, RelayRefusedError } from './RelayRefusedError.js'

/** The relay's refusal close codes (4xxx, private use) and what each means. */
const REFUSAL_CLOSE_CODES: Readonly<Record<number, RelayRefusalReason>> = {
  4403: 'invalid_project_id',
  4401: 'jwt_not_yet_valid',
}

/** The refusal a socket's close says, or undefined for any other close (a lost line, the node stopping). */
export function relayRefusalOfClose(code: number): RelayRefusedError | undefined {
  const reason = Object.hasOwn(REFUSAL_CLOSE_CODES, code) ? REFUSAL_CLOSE_CODES[code] : undefined
  return reason === undefined ? undefined : new RelayRefusedError(reason, code)
}
