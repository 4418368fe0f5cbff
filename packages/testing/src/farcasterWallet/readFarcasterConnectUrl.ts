/** What a Sign In With Farcaster link asks a wallet app to sign. */
export type FarcasterConnectRequest = {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
}

/**
 * Reads a `farcaster://connect?channelToken=…&nonce=…&siweUri=…&domain=…` link (or an https link with the same query)
 * as a wallet app does; throws when a required part is missing.
 */
export function readFarcasterConnectUrl(url: string): FarcasterConnectRequest {
  const { searchParams } = new URL(url)
  const required = (name: string) => {
    const value = searchParams.get(name)
    if (!value) throw new Error(`Not a Sign In With Farcaster link: no ${name} in ${url}`)
    return value
  }
  return {
    channelToken: required('channelToken'),
    nonce: required('nonce'),
    siweUri: required('siweUri'),
    domain: required('domain'),
    notBefore: searchParams.get('notBefore') ?? undefined,
    expirationTime: searchParams.get('expirationTime') ?? undefined,
  }
}
