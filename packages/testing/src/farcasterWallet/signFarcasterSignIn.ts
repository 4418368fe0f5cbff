import type { Hex, LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { readFarcasterConnectUrl } from './readFarcasterConnectUrl.js'

export type SignFarcasterSignInParameters = {
  /** The link the app shows (its QR code's text). */
  url: string
  fid: number
  /** The fid's custody key (for the local test fids: `localFarcasterCustody(fid)` of @portico/devnet). */
  custody: LocalAccount
  /** Overrides of the message, for tests that forge one (another nonce, domain, fid resource, expiry). */
  overrides?: Partial<Parameters<typeof createSiweMessage>[0]>
  now?: Date
}

/**
 * Builds and signs the Sign In With Farcaster message a wallet app makes for a link: EIP-4361 with the link's domain,
 * URI and nonce, the statement 'Farcaster Auth', chain 10, the resource `farcaster://fid/<fid>`, signed by the
 * custody key.
 */
export async function signFarcasterSignIn({
  url,
  fid,
  custody,
  overrides = {},
  now = new Date(),
}: SignFarcasterSignInParameters): Promise<{ channelToken: string; message: string; signature: Hex }> {
  const request = readFarcasterConnectUrl(url)
  const message = createSiweMessage({
    domain: request.domain,
    address: custody.address,
    statement: 'Farcaster Auth',
    uri: request.siweUri,
    version: '1',
    chainId: 10,
    nonce: request.nonce,
    issuedAt: now,
    ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
    resources: [`farcaster://fid/${fid}`],
    ...overrides,
  })
  return { channelToken: request.channelToken, message, signature: await custody.signMessage({ message }) }
}
