import { CreatePorticoError } from './CreatePorticoError.js'

/** An http(s) URL without a trailing slash, as the app's .env holds it. */
export function checkUrl(text: string, what: string): string {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new CreatePorticoError(`The ${what} "${text}" is not a URL (for example http://127.0.0.1:8787).`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CreatePorticoError(`The ${what} "${text}" must start with http:// or https://.`)
  return url.href.replace(/\/$/, '')
}
