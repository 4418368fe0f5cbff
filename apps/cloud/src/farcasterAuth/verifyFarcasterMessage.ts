import { type Hex, isAddressEqual, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { FarcasterAccount } from './FarcasterAuthConfig.js'
import { InvalidFarcasterSignatureError } from './farcasterAuthErrors.js'
import { SIWF_CHAIN_ID, SIWF_STATEMENT } from './farcasterAuthLimits.js'

export type VerifyFarcasterMessageParameters = {
  /** The EIP-4361 text the wallet app signed. */
  message: string
  signature: Hex
  /** The fid the wallet app says signed it. */
  fid: number
  /** What the channel asks for. */
  expected: { domain: string; siweUri: string; nonce: string }
  /** The fid → custody registry. */
  accounts: readonly FarcasterAccount[]
  now?: number
}

/**
 * Checks a Sign In With Farcaster message as the relay's app client does: a parseable EIP-4361 message with the
 * statement 'Farcaster Auth', version 1 on chain 10, the channel's domain, URI and nonce, the resource
 * `farcaster://fid/<fid>`, within its validity; signed (viem's verifyMessage) by the custody address the registry
 * holds for that fid. Returns the fid's account; anything else is InvalidFarcasterSignatureError with the reason.
 */
export async function verifyFarcasterMessage({
  message,
  signature,
  fid,
  expected,
  accounts,
  now = Date.now(),
}: VerifyFarcasterMessageParameters): Promise<FarcasterAccount> {
  const fail = (reason: string): never => {
    throw new InvalidFarcasterSignatureError(reason)
  }
  const parsed = parseSiweMessage(message)
  if (!parsed.address || !parsed.domain || !parsed.uri || !parsed.nonce)
    fail('not a Sign In With Farcaster message')
  if (parsed.statement !== SIWF_STATEMENT) fail('statement')
  if (parsed.version !== '1' || parsed.chainId !== SIWF_CHAIN_ID) fail('version or chain id')
  if (parsed.domain !== expected.domain) fail('domain')
  if (parsed.uri !== expected.siweUri) fail('uri')
  if (parsed.nonce !== expected.nonce) fail('nonce')
  const fidResources = (parsed.resources ?? []).filter((resource) => resource.startsWith('farcaster://fid/'))
  if (fidResources.length !== 1 || fidResources[0] !== `farcaster://fid/${fid}`) fail('fid resource')
  if (parsed.expirationTime && now >= parsed.expirationTime.getTime()) fail('expired')
  if (parsed.notBefore && now < parsed.notBefore.getTime()) fail('not yet valid')
  const account = accounts.find((entry) => entry.fid === fid)
  if (!account) return fail('unknown fid')
  if (!isAddressEqual(parsed.address as Hex, account.custody))
    fail('signer is not the custody address of the fid')
  const valid = await verifyMessage({ address: account.custody, message, signature }).catch(() => false)
  if (!valid) fail('signature')
  return account
}
