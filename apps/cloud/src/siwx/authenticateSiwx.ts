import type { CaipNetworkId, SiwxSession } from '@portico/core'
import { caip122Messenger, type SiwxVerifier, verifySiwxSession } from '@portico/siwx'
import { bip122Verifier } from '@portico/siwx/bip122'
import { cosmosVerifier } from '@portico/siwx/cosmos'
import { eip155Verifier } from '@portico/siwx/eip155'
import { polkadotVerifier } from '@portico/siwx/polkadot'
import { solanaVerifier } from '@portico/siwx/solana'
import { SignJWT } from 'jose'
import type { z } from 'zod'
import { SIWX_SESSION_DEFAULT_MS, SIWX_SESSION_MAX_MS } from '../constants/siwxLimits.js'
import { InvalidRequestError, InvalidSignatureError } from '../errors/errors.js'
import type { UpstreamResolver } from '../rpc/createUpstreamResolver.js'
import type { Storage } from '../storage/Storage.js'
import { checkSiwxDomain } from './checkSiwxDomain.js'
import type { authenticateSchema } from './siwxInputSchemas.js'
import { SIWX_ALGORITHM, type SiwxSigningKey } from './siwxSigningKey.js'

export type SiwxAuthenticateParameters = {
  storage: Storage
  upstreams: UpstreamResolver
  key: SiwxSigningKey
  projectId: string
  /** The browser's Origin, when the request has one: the message's domain must be its host. */
  origin: string | undefined
  /** The project's allowed origins: the message's URI must be at one of them, whether or not there is an Origin. */
  allowedOrigins: readonly string[]
  issuer: string
  now?: () => number
}

/** The same verifiers as the widget's, the EVM one reading the chain through the cloud's own upstream. */
function serverVerifiers(upstreams: UpstreamResolver): SiwxVerifier[] {
  return [
    {
      namespace: 'eip155',
      async verify(parameters) {
        const rpcUrl = await upstreams.resolve(parameters.chainId)
        return eip155Verifier(rpcUrl ? { rpcUrls: { [parameters.chainId]: rpcUrl } } : {}).verify(parameters)
      },
    },
    solanaVerifier(),
    bip122Verifier(),
    cosmosVerifier(),
    polkadotVerifier(),
  ]
}

const messenger = caip122Messenger()

/**
 * Authenticates a signed sign-in message: the nonce is used up (it must be one this cloud gave the project and
 * not expired), the message must be for one of the project's pages (checkSiwxDomain, with or without an Origin),
 * be the text of its data, within its time bounds, and signed by its account. Returns a session token (a JWT the cloud signs) and stores the session for `me` and
 * sign-out.
 */
export async function authenticateSiwx(
  input: z.output<typeof authenticateSchema>,
  parameters: SiwxAuthenticateParameters,
): Promise<{ token: string; session: { caipAddress: string; expiresAt: string } }> {
  const now = parameters.now?.() ?? Date.now()
  const { data } = input
  checkSiwxDomain({
    domain: data.domain,
    uri: data.uri,
    origin: parameters.origin,
    allowedOrigins: parameters.allowedOrigins,
  })
  const used = await parameters.storage.query<{ expires_at: string | Date }>(
    'delete from siwx_nonces where nonce = $1 and project_id = $2 returning expires_at',
    [data.nonce, parameters.projectId],
  )
  const nonce = used[0]
  if (!nonce || new Date(nonce.expires_at).getTime() <= now)
    throw new InvalidRequestError('the nonce is unknown, used or expired')
  const session: SiwxSession = {
    data: { ...data, chainId: data.chainId as CaipNetworkId },
    message: input.message,
    signature: input.signature,
  }
  const valid = await verifySiwxSession(session, {
    verifiers: serverVerifiers(parameters.upstreams),
    messenger,
    now: new Date(now),
  }).catch(() => false)
  if (!valid) throw new InvalidSignatureError()

  const requested = data.expirationTime ? Date.parse(data.expirationTime) : now + SIWX_SESSION_DEFAULT_MS
  const expiresAt = Math.min(requested, now + SIWX_SESSION_MAX_MS)
  const caipAddress = `${data.chainId}:${data.accountAddress}`
  const id = crypto.randomUUID()
  await parameters.storage.query(
    'insert into siwx_sessions (id, project_id, caip_address, expires_at) values ($1, $2, $3, $4)',
    [id, parameters.projectId, caipAddress, new Date(expiresAt).toISOString()],
  )
  const token = await new SignJWT({
    chainId: data.chainId,
    address: data.accountAddress,
    domain: data.domain,
  })
    .setProtectedHeader({ alg: SIWX_ALGORITHM, kid: parameters.key.kid })
    .setSubject(caipAddress)
    .setJti(id)
    .setAudience(parameters.projectId)
    .setIssuer(parameters.issuer)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(parameters.key.privateKey)
  return { token, session: { caipAddress, expiresAt: new Date(expiresAt).toISOString() } }
}
