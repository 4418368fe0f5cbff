import { expect, type Page } from '@playwright/test'

/** What a frame's storage holds: its keys, and its IndexedDB databases' names. */
async function storageLeft(page: Page): Promise<string[]> {
  const left = await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(async () => {
          // An opaque origin (about:blank, a sandboxed frame) has no storage to clear: reading it throws.
          if (globalThis.origin === 'null') return []
          // Cleared and read back in one task, so the page's own scripts cannot write in between.
          localStorage.clear()
          sessionStorage.clear()
          const left = [
            ...Object.keys(localStorage).map((key) => `localStorage ${key}`),
            ...Object.keys(sessionStorage).map((key) => `sessionStorage ${key}`),
          ]
          for (const { name } of await indexedDB.databases()) {
            const outcome = await new Promise<string>((done) => {
              const request = indexedDB.deleteDatabase(name ?? '')
              request.onsuccess = () => done('deleted')
              request.onerror = () => done(`not deleted: ${request.error?.message}`)
              request.onblocked = () => done('still open in the page')
            })
            if (outcome !== 'deleted') left.push(`IndexedDB ${name} ${outcome}`)
          }
          for (const key of await caches.keys()) await caches.delete(key)
          return left.map((item) => `${globalThis.origin}: ${item}`)
        })
        .catch((error: Error) => (frame.isDetached() ? [] : [`${frame.url()}: ${error.message}`])),
    ),
  )
  return left.flat()
}

/**
 * Leaves a page that the next test reuses as a new one would be: the storage of every frame it shows emptied
 * (localStorage, sessionStorage, IndexedDB, Cache Storage; the secure frame's partitioned storage too, cleared from
 * inside it), the context's cookies gone, any other page closed, and the page on `about:blank`. Fails when a frame's
 * storage could not be emptied, so no test reads what an earlier one left. The HTTP cache stays: the reason to reuse.
 */
export async function clearWorkerPage(page: Page): Promise<void> {
  const context = page.context()
  for (const other of context.pages()) if (other !== page) await other.close()
  expect(await storageLeft(page), 'storage the next test on this page would find').toEqual([])
  await context.clearCookies()
  await page.goto('about:blank')
}
