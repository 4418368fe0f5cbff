import { SiwxError } from '../errors/SiwxError.js'
import type { SiwxConfig, SiwxMessage, SiwxSession } from '../types/siwx.js'
import type { FakeWallet } from './createFakeWallet.js'

export interface FakeSiwxParameters {
  /** Sessions are checked against this wallet's signatures; without one every signature passes. */
  wallet?: FakeWallet
  required?: boolean
  signOutOnDisconnect?: boolean
  statement?: string
  /** Shared between configurations, as a page's storage outlives a reload. */
  sessions?: SiwxSession[]
}

export type FakeSiwx = SiwxConfig & {
  /** The stored sessions (a live array). */
  readonly sessions: SiwxSession[]
  /** Every call by method name, in order. */
  readonly calls: string[]
}

/**
 * An in-memory sign-in configuration for tests: messages in the EIP-4361 shape with a counter as
 * nonce, sessions in an array, signatures checked with the fake wallet.
 */
export function createFakeSiwx(parameters: FakeSiwxParameters = {}): FakeSiwx {
  const sessions = parameters.sessions ?? []
  const calls: string[] = []
  let nonce = 0
  const matches = (session: SiwxSession, chainId: string, address: string) =>
    session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()
  return {
    sessions,
    calls,
    statement: parameters.statement,
    signOutOnDisconnect: parameters.signOutOnDisconnect,
    getRequired: () => parameters.required === true,
    async createMessage(input) {
      calls.push('createMessage')
      nonce += 1
      const data = {
        ...input,
        domain: 'dapp.test',
        uri: 'https://dapp.test',
        version: '1',
        nonce: String(nonce),
      }
      const message: SiwxMessage = {
        ...data,
        serializedMessage: `dapp.test wants you to sign in with your account:\n${input.accountAddress}\n\nChain ID: ${input.chainId}\nNonce: ${nonce}`,
      }
      return message
    },
    async addSession(session) {
      calls.push('addSession')
      const { wallet } = parameters
      if (
        wallet &&
        !wallet.verifySignature(session.message, session.signature, session.data.accountAddress)
      ) {
        throw new SiwxError('SIWX_SIGNATURE_INVALID')
      }
      sessions.push(session)
    },
    async revokeSession(chainId, address) {
      calls.push('revokeSession')
      for (let index = sessions.length - 1; index >= 0; index -= 1) {
        const session = sessions[index]
        if (session && matches(session, chainId, address)) sessions.splice(index, 1)
      }
    },
    async setSessions(next) {
      calls.push('setSessions')
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, address) {
      calls.push('getSessions')
      return sessions.filter((session) => matches(session, chainId, address))
    },
  }
}
