/** Where the adapter remembers which extensions allowed this site (connector ids, JSON). */
export const AUTHORIZED_EXTENSIONS_KEY = 'portico.polkadot.authorized'

/** Without localStorage (server, tests in Node) the memory lasts as long as the page's modules. */
const inMemory = new Set<string>()

function storage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage
  } catch {
    // Access to localStorage throws where the browser blocks site storage.
    return undefined
  }
}

function read(): Set<string> {
  const stored = storage()?.getItem(AUTHORIZED_EXTENSIONS_KEY)
  if (stored === undefined || stored === null) return new Set(inMemory)
  try {
    const ids: unknown = JSON.parse(stored)
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [])
  } catch {
    return new Set()
  }
}

function write(ids: Set<string>) {
  inMemory.clear()
  for (const id of ids) inMemory.add(id)
  storage()?.setItem(AUTHORIZED_EXTENSIONS_KEY, JSON.stringify([...ids]))
}

/**
 * The extensions that allowed this site, remembered by the adapter: extensions have no silent
 * "are we authorised?" call (`enable` prompts on a site they do not know), so reconnect only calls
 * `enable` for an extension that was connected before and not disconnected since.
 */
export const authorizedExtensions = {
  has: (connectorId: string) => read().has(connectorId),
  add(connectorId: string) {
    const ids = read()
    ids.add(connectorId)
    write(ids)
  },
  delete(connectorId: string) {
    const ids = read()
    ids.delete(connectorId)
    write(ids)
  },
}
