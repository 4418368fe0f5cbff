import type { EmbeddedContext } from './EmbeddedContext.js'

/** Most GET_LOG pages read for one report: the frame keeps about 1 MB, about 11 pages. */
const MAX_PAGES = 32

/**
 * The frame's log (docs/embedded-wallet.md#the-frames-log), one line each, oldest first, read page by page with
 * GET_LOG; empty when no frame is loaded or the app turned `enableAuthLogger` off.
 */
export async function readFrameLog({ frame }: Pick<EmbeddedContext, 'frame'>): Promise<string> {
  if (!frame) return ''
  await frame.client.ready
  const lines: string[] = []
  let after = 0
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const read = (await frame.client.request('GET_LOG', { after })) as {
      lines: string[]
      next: number
      more: boolean
    }
    lines.push(...read.lines)
    if (!read.more) break
    after = read.next
  }
  return lines.join('\n')
}
