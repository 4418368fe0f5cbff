import type { LocalAccount } from 'viem'
import { signFarcasterSignIn } from './signFarcasterSignIn.js'

export type ApproveFarcasterChannelParameters = {
  /** The link the app shows (its QR code's text). */
  url: string
  /** The relay's base URL: Portico Cloud's stand-in is `<cloud>/farcaster`. */
  relayUrl: string
  fid: number
  /** The fid's custody key (for the local test fids: `localFarcasterCustody(fid)` of @portico/devnet). */
  custody: LocalAccount
  fetch?: typeof fetch
}

/** The relay refused the wallet app's answer: its HTTP status, error code and message. */
export class FarcasterRelayError extends Error {
  override name = 'FarcasterRelayError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Approves a Sign In With Farcaster link as a Farcaster wallet app does: signs the message with the fid's custody key
 * and posts it to the relay's channel (`POST <relay>/v1/channel/authenticate`, the channel token as bearer). Resolves
 * with the completed channel; a refusal is a FarcasterRelayError.
 */
export async function approveFarcasterChannel({
  url,
  relayUrl,
  fid,
  custody,
  fetch: fetchFn = fetch,
}: ApproveFarcasterChannelParameters): Promise<Record<string, unknown>> {
  const { channelToken, message, signature } = await signFarcasterSignIn({ url, fid, custody })
  const response = await fetchFn(`${relayUrl.replace(/\/+$/, '')}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${channelToken}` },
    body: JSON.stringify({ message, signature, fid, authMethod: 'custody' }),
  })
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok)
    throw new FarcasterRelayError(
      response.status,
      String(answer.error ?? 'relay_error'),
      String(answer.message ?? response.statusText),
    )
  return answer
}
