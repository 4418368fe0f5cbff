/**
 * Where the share vault keeps its records (the frame origin's IndexedDB in the browser): values are stored by
 * structured clone, so a non-extractable CryptoKey stays a CryptoKey and never becomes bytes a script can read.
 */
export type VaultRecords = {
  get(name: string): Promise<unknown>
  put(name: string, value: unknown): Promise<void>
  /** Stores `value` only if `name` holds nothing yet; resolves with what `name` holds afterwards. */
  claim(name: string, value: unknown): Promise<unknown>
  delete(name: string): Promise<void>
}
