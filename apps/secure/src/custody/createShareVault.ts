import type { VaultRecords } from './VaultRecords.js'

/** The vault's AES-GCM key's record: made once per origin, non-extractable, never leaves the records. */
const KEY_RECORD = 'vault-key'

type Sealed = { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }

/** Shares kept at rest encrypted; see createShareVault. */
export type ShareVault = {
  read(name: string): Promise<string | undefined>
  write(name: string, share: string): Promise<void>
  remove(name: string): Promise<void>
}

const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' &&
  value !== null &&
  (value as Sealed).iv instanceof Uint8Array &&
  (value as Sealed).data instanceof ArrayBuffer

/**
 * Keeps shares encrypted at rest with AES-256-GCM under a key WebCrypto made non-extractable: the key is a
 * CryptoKey stored in the records beside the ciphertexts, so a script of this origin can use it while the frame runs
 * but no script can read its bytes, and a copy of the stored values is ciphertext, not a share. Each ciphertext is
 * bound to its record's name (additional data), so one cannot be moved to another slot. `legacy` is the storage of
 * earlier versions, which kept shares in plain text: a share found there is sealed on first read and deleted there.
 */
export function createShareVault(
  records: VaultRecords,
  legacy?: Pick<Storage, 'getItem' | 'removeItem'>,
): ShareVault {
  let key: Promise<CryptoKey> | undefined
  const vaultKey = () => {
    key ??= (async () => {
      const existing = await records.get(KEY_RECORD)
      if (existing instanceof CryptoKey) return existing
      const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      const kept = await records.claim(KEY_RECORD, made)
      if (!(kept instanceof CryptoKey)) throw new Error('The share vault has no key')
      return kept
    })()
    return key
  }
  const additionalData = (name: string) => new TextEncoder().encode(name)
  const write = async (name: string, share: string) => {
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(name) },
      await vaultKey(),
      new TextEncoder().encode(share),
    )
    await records.put(`share:${name}`, { iv, data } satisfies Sealed)
  }
  return {
    async read(name) {
      const sealed = await records.get(`share:${name}`)
      if (isSealed(sealed)) {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: sealed.iv, additionalData: additionalData(name) },
          await vaultKey(),
          sealed.data,
        )
        return new TextDecoder().decode(plain)
      }
      const old = legacy?.getItem(name)
      if (!old) return undefined
      await write(name, old)
      legacy?.removeItem(name)
      return old
    },
    write,
    async remove(name) {
      await records.delete(`share:${name}`)
      legacy?.removeItem(name)
    },
  }
}
