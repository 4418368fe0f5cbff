import { performance } from 'node:perf_hooks'
import { type Client, openClient } from './openClient.js'

const OPEN_BATCH = 50

/**
 * Opens `total` sockets, OPEN_BATCH at a time, socket `index` on `urlOf(index)`; a socket that fails to open is
 * `undefined` in its place and counted in `failed`.
 */
export async function openClients(
  total: number,
  urlOf: (index: number) => string,
  onPush: (data: { message: string }) => void,
): Promise<{ clients: (Client | undefined)[]; failed: number; openSeconds: number }> {
  const clients: (Client | undefined)[] = []
  let failed = 0
  const openStarted = performance.now()
  for (let index = 0; index < total; index += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, total - index) }, (_, k) => index + k)
    const opened = await Promise.allSettled(batch.map((k) => openClient(urlOf(k), onPush)))
    for (const result of opened) {
      clients.push(result.status === 'fulfilled' ? result.value : undefined)
      if (result.status === 'rejected') failed += 1
    }
  }
  return { clients, failed, openSeconds: (performance.now() - openStarted) / 1_000 }
}
