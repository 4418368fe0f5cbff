import { type SiwxConfig, SiwxError, type SiwxHost, type SiwxSession } from '@portico/core'
import { siwxFeature } from '../feature/siwxFeature.js'
import { caip122Messenger } from '../messenger/caip122Messenger.js'

export interface CloudSiwxParameters {
  /** Default: the instance's `cloudUrl`. */
  cloudUrl?: string | undefined
  /** Default: the instance's `projectId`. */
  projectId?: string | undefined
  statement?: string | undefined
  resources?: string[] | undefined
  expiresInMs?: number | undefined
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
}

interface CloudAnswer {
  status: number
  body: Record<string, unknown>
}

/**
 * Sign in with X verified by Portico Cloud: the nonce comes from the cloud, the cloud checks the signature
 * (the same verifiers as `defaultSiwx`) and answers a session token (a JWT it signs), which the session
 * carries (`session.token`, for the app's own backend: `@portico/siwx/server`). A session counts while the
 * cloud's `me` accepts its token; revoking signs out at the cloud.
 * @example createPortico({ ..., cloudUrl, siwx: cloudSiwx({ statement: 'Sign in to Dapp' }) })
 */
export function cloudSiwx(parameters: CloudSiwxParameters = {}): SiwxConfig {
  let host: SiwxHost | undefined
  const endpoint = (path: string) => {
    const cloudUrl = parameters.cloudUrl ?? host?.cloudUrl
    const projectId = parameters.projectId ?? host?.projectId
    if (!cloudUrl || !projectId)
      throw new SiwxError('SIGN_MESSAGE_FAILED', { details: 'cloudSiwx needs cloudUrl and projectId' })
    return `${cloudUrl.replace(/\/$/, '')}${path}?projectId=${encodeURIComponent(projectId)}`
  }
  const call = async (path: string, init: RequestInit = {}): Promise<CloudAnswer> => {
    // The instance's signal: destroy() ends a pending call with a RequestAbortedError, which core does not log.
    const response = await fetch(endpoint(path), {
      ...init,
      ...(host?.signal ? { signal: host.signal } : {}),
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { status: response.status, body }
  }
  const bearer = (token: string | undefined) => ({ authorization: `Bearer ${token ?? ''}` })
  // Each read parses the stored JSON again: sessions are told apart by their signature, never by identity.
  const stored = () => host?.storage.get('siwxSessions') ?? []
  const store = (sessions: SiwxSession[]) => host?.storage.set('siwxSessions', sessions)
  const sameAccount = (session: SiwxSession, chainId: string, address: string) =>
    session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()

  const messenger = caip122Messenger({
    statement: parameters.statement,
    resources: parameters.resources,
    expiresInMs: parameters.expiresInMs,
    async getNonce() {
      const { status, body } = await call('/auth/v1/nonce')
      if (status !== 200 || typeof body.nonce !== 'string')
        throw new SiwxError('SIGN_MESSAGE_FAILED', { details: `the cloud gave no nonce (${status})` })
      return body.nonce
    },
  })

  return {
    feature: siwxFeature,
    statement: parameters.statement,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? true,
    getRequired: () => parameters.required === true,
    bind(next) {
      host = next
    },
    createMessage: (input) => messenger.createMessage(input, host),
    async addSession(session) {
      const { status, body } = await call('/auth/v1/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: session.data, message: session.message, signature: session.signature }),
      })
      if (status !== 200 || typeof body.token !== 'string') {
        const details = `${status} ${String(body.message ?? '')}`
        throw new SiwxError(status === 401 ? 'SIWX_SIGNATURE_INVALID' : 'SIGN_MESSAGE_FAILED', { details })
      }
      host?.storage.set('siwxAuthToken', body.token)
      store([
        ...stored().filter((other) => other.signature !== session.signature),
        { ...session, token: body.token },
      ])
    },
    async getSessions(chainId, address) {
      const mine = stored().filter((session) => sameAccount(session, chainId, address))
      const checked = await Promise.all(
        mine.map(async (session) => {
          const { status, body } = await call('/auth/v1/me', { headers: bearer(session.token) })
          return {
            session,
            valid: status === 200 && body.caipAddress === `${chainId}:${session.data.accountAddress}`,
          }
        }),
      )
      const invalid = checked.filter(({ valid }) => !valid).map(({ session }) => session.signature)
      if (invalid.length > 0) store(stored().filter((session) => !invalid.includes(session.signature)))
      return checked.filter(({ valid }) => valid).map(({ session }) => session)
    },
    async revokeSession(chainId, address) {
      const mine = stored().filter((session) => sameAccount(session, chainId, address))
      await Promise.all(
        mine.map((session) =>
          call('/auth/v1/sign-out', { method: 'POST', headers: bearer(session.token) }).catch(
            () => undefined,
          ),
        ),
      )
      const revoked = mine.map((session) => session.signature)
      store(stored().filter((session) => !revoked.includes(session.signature)))
      if (mine.some((session) => session.token === host?.storage.get('siwxAuthToken')))
        host?.storage.set('siwxAuthToken', undefined)
    },
    async setSessions(sessions) {
      store(sessions)
    },
  }
}
