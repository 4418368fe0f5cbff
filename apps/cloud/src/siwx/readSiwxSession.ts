import { jwtVerify } from 'jose'
import { UnauthorizedSessionError } from '../errors/errors.js'
import type { Storage } from '../storage/Storage.js'
import type { SiwxSigningKey } from './siwxSigningKey.js'

export type SiwxSessionAccount = {
  sessionId: string
  projectId: string
  caipAddress: string
  chainId: string
  address: string
  expiresAt: string
}

/** The live session of a bearer token: signed by this cloud for the project, not expired, not signed out. */
export async function readSiwxSession(
  storage: Storage,
  key: SiwxSigningKey,
  projectId: string,
  authorization: string | undefined,
): Promise<SiwxSessionAccount> {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1]
  if (!token) throw new UnauthorizedSessionError()
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
  try {
    ;({ payload } = await jwtVerify(token, key.publicKey, { audience: projectId, algorithms: ['ES256'] }))
  } catch {
    throw new UnauthorizedSessionError()
  }
  const [row] = await storage.query<{ expires_at: string | Date }>(
    'select expires_at from siwx_sessions where id = $1 and project_id = $2 and revoked_at is null and expires_at > now()',
    [payload.jti, projectId],
  )
  if (!row || !payload.jti || !payload.sub) throw new UnauthorizedSessionError()
  return {
    sessionId: payload.jti,
    projectId,
    caipAddress: payload.sub,
    chainId: String(payload.chainId),
    address: String(payload.address),
    expiresAt: new Date(row.expires_at).toISOString(),
  }
}
