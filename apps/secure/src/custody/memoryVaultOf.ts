import { createShareVault, type ShareVault } from './createShareVault.js'
import { memoryVaultRecords } from './memoryVaultRecords.js'

const vaults = new WeakMap<object, ShareVault>()

/** The share vault of a unit-test frame over `store`: one per store, so a reloaded frame finds its shares. */
export function memoryVaultOf(store: object): ShareVault {
  let vault = vaults.get(store)
  if (!vault) {
    vault = createShareVault(memoryVaultRecords())
    vaults.set(store, vault)
  }
  return vault
}
