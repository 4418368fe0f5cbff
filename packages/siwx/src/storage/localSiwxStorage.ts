import type { CaipNetworkId, SiwxHost, SiwxSession } from '@portico/core'
import type { SiwxStorage } from './SiwxStorage.js'

const sameAccount = (session: SiwxSession, chainId: CaipNetworkId, address: string) =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()

/**
 * Sessions in the instance's storage under the app prefix (`@portico/siwx`, localStorage unless
 * the app gave another storage); in memory until an instance binds it.
 */
export function localSiwxStorage(): SiwxStorage {
  let host: SiwxHost | undefined
  let memory: SiwxSession[] = []
  const read = () => (host ? (host.storage.get('siwxSessions') ?? []) : memory)
  const write = (sessions: SiwxSession[]) => {
    if (host) host.storage.set('siwxSessions', sessions)
    else memory = sessions
  }
  return {
    bind(next) {
      host = next
    },
    async add(session) {
      write([...read().filter((stored) => stored.signature !== session.signature), session])
    },
    async set(sessions) {
      write([...sessions])
    },
    async get(chainId, address) {
      return read().filter((session) => sameAccount(session, chainId, address))
    },
    async delete(chainId, address) {
      write(read().filter((session) => !sameAccount(session, chainId, address)))
    },
  }
}
