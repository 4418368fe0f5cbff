import { expect, it } from 'vitest'
import { createShareVault } from './createShareVault.js'
import { memoryVaultRecords } from './memoryVaultRecords.js'
import { splitSeed } from './splitSeed.js'

const aShare = async () => (await splitSeed(crypto.getRandomValues(new Uint8Array(32)))).device

/** Everything a copy of the stored values gives, as text: strings, and bytes as base64url. */
function copyOf(entries: [string, unknown][]): string {
  return JSON.stringify(entries, (_key, value) =>
    value instanceof Uint8Array || value instanceof ArrayBuffer
      ? Buffer.from(value instanceof ArrayBuffer ? new Uint8Array(value) : value).toString('base64url')
      : value,
  )
}

it('keeps a share encrypted under a non-extractable AES-GCM key: the stored values are not the share', async () => {
  const records = memoryVaultRecords()
  const vault = createShareVault(records)
  const share = await aShare()
  await vault.write('device/0xabc', share)
  expect(await vault.read('device/0xabc')).toBe(share)
  expect(copyOf(records.entries())).not.toContain(share)
  const key = records.entries().find(([name]) => name === 'vault-key')?.[1] as CryptoKey
  expect(key).toBeInstanceOf(CryptoKey)
  expect(key.extractable).toBe(false)
  expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 })
  await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
  // A second frame of the origin (a reload) uses the same key.
  expect(await createShareVault(records).read('device/0xabc')).toBe(share)
  expect(await vault.read('device/0xother')).toBeUndefined()
})

it('binds each ciphertext to its name and refuses one that was changed', async () => {
  const records = memoryVaultRecords()
  const vault = createShareVault(records)
  await vault.write('device/0xabc', await aShare())
  const sealed = await records.get('share:device/0xabc')
  await records.put('share:device/0xdef', sealed)
  await expect(vault.read('device/0xdef')).rejects.toThrow()
  const { iv, data } = sealed as { iv: Uint8Array; data: ArrayBuffer }
  const flipped = new Uint8Array(data.slice(0))
  flipped[0] = (flipped[0] ?? 0) ^ 1
  await records.put('share:device/0xabc', { iv, data: flipped.buffer })
  await expect(vault.read('device/0xabc')).rejects.toThrow()
})

it('moves a plain device share of an earlier version into the vault on first read and deletes the plain copy', async () => {
  const records = memoryVaultRecords()
  const plain = new Map<string, string>()
  const legacy = {
    getItem: (name: string) => plain.get(name) ?? null,
    removeItem: (name: string) => void plain.delete(name),
  }
  const share = await aShare()
  plain.set('@portico-secure/p/device/0xabc', share)
  const vault = createShareVault(records, legacy)
  expect(await vault.read('@portico-secure/p/device/0xabc')).toBe(share)
  expect(plain.size).toBe(0)
  expect(copyOf(records.entries())).not.toContain(share)
  expect(await createShareVault(records, legacy).read('@portico-secure/p/device/0xabc')).toBe(share)
})

it('two frames starting at once keep one key', async () => {
  const records = memoryVaultRecords()
  const [first, second] = [createShareVault(records), createShareVault(records)]
  const [a, b] = [await aShare(), await aShare()]
  await Promise.all([first.write('one', a), second.write('two', b)])
  expect(await second.read('one')).toBe(a)
  expect(await first.read('two')).toBe(b)
})
