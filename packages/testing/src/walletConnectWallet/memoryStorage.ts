/**
 * Key-value storage in memory for the WalletConnect clients (their default writes files into the working folder
 * in Node and IndexedDB in a browser): a test wallet forgets its sessions when it is dropped.
 */
export function memoryStorage() {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async () => [...entries.entries()] as [string, unknown][],
    getItem: async <T = unknown>(key: string) => entries.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      entries.set(key, value)
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}
