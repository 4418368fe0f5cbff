import { InvalidRequestError } from '../errors/errors.js'
import { isOriginAllowed } from '../projects/isOriginAllowed.js'

export type CheckSiwxDomainParameters = {
  /** The message's `domain`: the host (and port) of the page that asked for the signature. */
  domain: string
  /** The message's `uri`. */
  uri: string
  /** The request's Origin header, when it has one. */
  origin: string | undefined
  /** The project's allowed origins. */
  allowedOrigins: readonly string[]
}

/** The origin of an http(s) URL, or undefined for anything else. */
function httpOrigin(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined
  const parsed = new URL(url)
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined
}

/**
 * Throws InvalidRequestError unless a sign-in message belongs to one of the project's pages, with or without an
 * Origin header (a script sends none, so the header alone proves nothing): the message's URI must be at one of
 * the project's allowed origins, its domain must be that URI's host, and a request with an Origin must come from
 * that same host. A message signed on another site, even with a nonce of this project, gets no session.
 */
export function checkSiwxDomain({ domain, uri, origin, allowedOrigins }: CheckSiwxDomainParameters): void {
  const uriOrigin = httpOrigin(uri)
  if (!uriOrigin || !isOriginAllowed(uriOrigin, allowedOrigins))
    throw new InvalidRequestError('the message is for a page the project does not allow')
  if (new URL(uriOrigin).host !== domain.toLowerCase())
    throw new InvalidRequestError('the message is for another domain')
  if (origin === undefined) return
  const requestOrigin = httpOrigin(origin)
  if (!requestOrigin) throw new InvalidRequestError('the Origin header is not a URL')
  if (new URL(requestOrigin).host !== domain.toLowerCase())
    throw new InvalidRequestError('the message is for another domain')
}
