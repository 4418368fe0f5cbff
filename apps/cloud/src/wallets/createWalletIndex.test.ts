import { describe, expect, it } from 'vitest'
import type { Storage } from '../storage/Storage.js'
import { syntheticWallets } from '../testing/syntheticWallets.js'
import { createWalletIndex } from './createWalletIndex.js'
import type { WalletListRow } from './WalletListRow.js'

/** A storage stand-in whose wallet reads resolve when the test says so. */
function deferredStorage() {
  const reads: { resolve(rows: WalletListRow[]): void }[] = []
  const storage = {
    query: () => new Promise<WalletListRow[]>((resolve) => reads.push({ resolve })),
  } as unknown as Storage
  return { storage, reads }
}

describe('createWalletIndex', () => {
  it('does not keep a load that read the rows before an invalidation (an import racing a search)', async () => {
    const [before, imported] = syntheticWallets(2)
    if (!before || !imported) throw new Error('two synthetic wallets expected')
    const { storage, reads } = deferredStorage()
    const index = createWalletIndex(storage)

    const during = index.search({ page: 1, entries: 10 })
    index.invalidate()
    reads[0]?.resolve([before])
    expect((await during).count).toBe(1)

    const after = index.search({ page: 1, entries: 10 })
    expect(reads).toHaveLength(2)
    reads[1]?.resolve([before, imported])
    expect((await after).count).toBe(2)
  })

  it('serves later searches from the loaded copy until invalidated', async () => {
    const { storage, reads } = deferredStorage()
    const index = createWalletIndex(storage)
    const first = index.search({ page: 1, entries: 10 })
    reads[0]?.resolve(syntheticWallets(3))
    await first
    expect((await index.search({ page: 1, entries: 10 })).count).toBe(3)
    expect(reads).toHaveLength(1)
    index.invalidate()
    const reloaded = index.search({ page: 1, entries: 10 })
    expect(reads).toHaveLength(2)
    reads[1]?.resolve(syntheticWallets(4))
    expect((await reloaded).count).toBe(4)
  })
})
