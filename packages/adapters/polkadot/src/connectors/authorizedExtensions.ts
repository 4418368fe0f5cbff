import type { AdapterStorage } from '@portico/adapter-kit'

/** Where the adapter remembers which extensions allowed this site (connector ids, JSON). */
export const AUTHORIZED_EXTENSIONS_KEY = 'portico.polkadot.authorized'

/** The extensions that allowed this site, as the adapter remembers them. */
export interface AuthorizedExtensions {
  has(connectorId: string): boolean
  add(connectorId: string): void
  delete(connectorId: string): void
}

/**
 * The extensions that allowed this site, kept in the adapter's storage (the app's storage option, else the
 * page's localStorage): extensions have no silent "are we authorised?" call (`enable` prompts on a site they
 * do not know), so reconnect only calls `enable` for an extension that was connected before and not
 * disconnected since.
 */
export function authorizedExtensions(storage: AdapterStorage): AuthorizedExtensions {
  const read = (): Set<string> => {
    const stored = storage.get(AUTHORIZED_EXTENSIONS_KEY)
    if (stored === undefined) return new Set()
    try {
      const ids: unknown = JSON.parse(stored)
      return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [])
    } catch {
      return new Set()
    }
  }
  const write = (ids: Set<string>) => storage.set(AUTHORIZED_EXTENSIONS_KEY, JSON.stringify([...ids]))
  return {
    has: (connectorId) => read().has(connectorId),
    add(connectorId) {
      write(read().add(connectorId))
    },
    delete(connectorId) {
      const ids = read()
      ids.delete(connectorId)
      write(ids)
    },
  }
}
