import { type SiwxConfig, SiwxError, type SiwxHost, type SiwxSession } from '@portico/core'
import { siwxFeature } from '../feature/siwxFeature.js'
import type { SiweConfigParameters } from './SiweConfigParameters.js'

function pageLocation(): { host: string; href: string } | undefined {
  const location = (globalThis as { location?: { host: string; href: string } }).location
  return location?.host ? location : undefined
}

/**
 * A legacy SIWE configuration (getNonce, createMessage, verifyMessage, getSession, signOut) mapped
 * onto Portico's sign-in controller, eip155 only. Pass it as `siweConfig` (never with `siwx`).
 * @example createPortico({ ..., siweConfig: createSIWEConfig({ getNonce, createMessage, verifyMessage, getSession, signOut }) })
 */
export function createSIWEConfig(siwe: SiweConfigParameters): SiwxConfig {
  let host: SiwxHost | undefined
  let lastSession: SiwxSession | undefined
  const signOut = async () => {
    lastSession = undefined
    await siwe.signOut()
    siwe.onSignOut?.()
  }
  return {
    feature: siwxFeature,
    namespaces: ['eip155'],
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
    getRequired: () => siwe.required === true,
    bind(next) {
      host = next
    },
    async createMessage(input) {
      const params = (await siwe.getMessageParams?.()) ?? {}
      const metadataUrl = host?.metadata?.url ? new URL(host.metadata.url) : undefined
      const data = {
        ...input,
        domain: params.domain ?? pageLocation()?.host ?? metadataUrl?.host ?? 'localhost',
        uri: params.uri ?? pageLocation()?.href ?? metadataUrl?.href ?? 'http://localhost/',
        version: '1',
        nonce: await siwe.getNonce(),
        issuedAt: new Date().toISOString(),
        ...(params.statement === undefined ? {} : { statement: params.statement }),
        ...(params.resources === undefined ? {} : { resources: params.resources }),
        ...(params.exp === undefined ? {} : { expirationTime: params.exp }),
        ...(params.nbf === undefined ? {} : { notBefore: params.nbf }),
      }
      const serializedMessage = siwe.createMessage({
        domain: data.domain,
        address: `${input.chainId}:${input.accountAddress}`,
        chainId: Number(input.chainId.split(':')[1]),
        uri: data.uri,
        version: data.version,
        nonce: data.nonce,
        statement: data.statement,
        resources: data.resources,
        iat: data.issuedAt,
        exp: data.expirationTime,
        nbf: data.notBefore,
      })
      return { ...data, serializedMessage }
    },
    async addSession(session) {
      if (!(await siwe.verifyMessage({ message: session.message, signature: session.signature })))
        throw new SiwxError('SIWX_SIGNATURE_INVALID')
      lastSession = session
      siwe.onSignIn?.((await siwe.getSession()) ?? undefined)
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      if (
        !session ||
        `eip155:${session.chainId}` !== chainId ||
        session.address.toLowerCase() !== address.toLowerCase()
      )
        return []
      return [
        lastSession ?? {
          data: { accountAddress: session.address, chainId, domain: '', uri: '', version: '1', nonce: '' },
          message: '',
          signature: '',
        },
      ]
    },
    revokeSession: signOut,
    async setSessions(sessions) {
      if (sessions.length === 0) await signOut()
      else lastSession = sessions[sessions.length - 1]
    },
  }
}
