import {
  type ChainNamespace,
  type SiwxConfig,
  SiwxError,
  type SiwxHost,
  type SiwxSession,
} from '@portico/core'
import { siwxFeature } from '../feature/siwxFeature.js'
import type { SiwxMessenger } from '../messenger/SiwxMessenger.js'
import type { SiwxStorage } from '../storage/SiwxStorage.js'
import type { SiwxVerifier } from '../verifiers/SiwxVerifier.js'
import { verifySiwxSession } from './verifySiwxSession.js'

export interface CreateSiwxConfigParameters {
  messenger: SiwxMessenger
  verifiers: readonly SiwxVerifier[]
  storage: SiwxStorage
  /** Cancelling disconnects (default false). */
  required?: boolean | undefined
  /** Sessions are revoked when the account disconnects (default true). */
  signOutOnDisconnect?: boolean | undefined
  statement?: string | undefined
  /** Sign in only on these namespaces; default those the verifiers speak. */
  namespaces?: readonly ChainNamespace[] | undefined
}

/**
 * A sign-in configuration from its parts: messages from the messenger, sessions verified by the
 * namespace's verifier before they are stored, and re-verified (expired or invalid ones dropped)
 * when read.
 */
export function createSiwxConfig(parameters: CreateSiwxConfigParameters): SiwxConfig {
  const { messenger, verifiers, storage } = parameters
  let host: SiwxHost | undefined
  const verify = (session: SiwxSession) =>
    verifySiwxSession(session, { verifiers, messenger, networks: host?.networks })
  return {
    feature: siwxFeature,
    statement: parameters.statement,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? true,
    namespaces: parameters.namespaces ?? verifiers.map((verifier) => verifier.namespace),
    getRequired: () => parameters.required === true,
    bind(next) {
      host = next
      storage.bind?.(next)
    },
    createMessage: (input) => messenger.createMessage(input, host),
    async addSession(session) {
      if (!(await verify(session))) throw new SiwxError('SIWX_SIGNATURE_INVALID')
      await storage.add(session)
    },
    revokeSession: (chainId, address) => storage.delete(chainId, address),
    setSessions: (sessions) => storage.set(sessions),
    async getSessions(chainId, address) {
      const stored = await storage.get(chainId, address)
      const checked = await Promise.all(
        stored.map(async (session) => ({ session, valid: await verify(session).catch(() => undefined) })),
      )
      if (checked.some(({ valid }) => valid === false)) {
        await storage.delete(chainId, address)
        for (const { session, valid } of checked) if (valid !== false) await storage.add(session)
      }
      return checked.filter(({ valid }) => valid === true).map(({ session }) => session)
    },
  }
}
