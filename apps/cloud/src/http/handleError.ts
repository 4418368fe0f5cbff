import type { Context } from 'hono'
import { z } from 'zod'
import { CloudError } from '../errors/CloudError.js'
import { InvalidRequestError, ServerError } from '../errors/errors.js'
import type { Logger } from '../log/createLogger.js'
import { isDataException } from '../storage/isDataException.js'

/**
 * Turns any thrown error into the JSON error answer. A value storage refuses (a data exception) is the client's
 * 400 invalid_request; unknown errors are logged and answered 500 Server Error.
 */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    const known =
      error instanceof CloudError
        ? error
        : error instanceof z.ZodError
          ? new InvalidRequestError(error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))
          : isDataException(error)
            ? new InvalidRequestError('a value is out of range or cannot be stored')
            : undefined
    const answer = known ?? new ServerError(error)
    if (answer.status >= 500) {
      const level = known ? 'warn' : 'error'
      logger[level]('request failed', {
        method: c.req.method,
        path: c.req.path,
        error: answer.cause ?? error,
      })
    }
    for (const [name, value] of Object.entries(answer.headers)) c.header(name, value)
    // The refused body may still be arriving: do not let the client reuse this connection.
    if (answer.status === 413) c.header('connection', 'close')
    return c.json(answer.toBody(), answer.status as 400)
  }
}
