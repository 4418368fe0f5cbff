import { redactLogText } from './redactLogText.js'

/** About 1 MB of log text kept in memory (docs/embedded-wallet.md#the-frames-log); the oldest lines go first. */
export const FRAME_LOG_MAX_CHARS = 1_000_000
/** Longest line kept: a longer one is cut. */
export const FRAME_LOG_MAX_LINE_CHARS = 1024
/** Most characters of log lines one GET_LOG answer carries (the protocol's messages stay under 128 KiB). */
export const FRAME_LOG_PAGE_CHARS = 96 * 1024

/** One page of the log: the lines after a sequence number, and the number to ask after for the next page. */
export type FrameLogPage = { lines: string[]; next: number; more: boolean }

export interface FrameLog {
  /**
   * Adds one line: the time, `event` (the frame's own words: a message type, an outcome) and `detail` redacted
   * (redactLogText), cut to FRAME_LOG_MAX_LINE_CHARS; nothing when the logger is off.
   */
  add(event: string, detail?: string): void
  /** The lines after sequence number `after` (0: from the oldest kept), at most FRAME_LOG_PAGE_CHARS of them. */
  read(after?: number): FrameLogPage
}

/**
 * The frame's bounded in-memory log (query `enableLogger`): what it was asked and how it answered, never a payload;
 * every detail redacted (redactLogText). Kept to `maxChars`, dropping the oldest lines first; gone with the frame.
 */
export function createFrameLog({
  enabled,
  maxChars = FRAME_LOG_MAX_CHARS,
  now = () => new Date(),
}: {
  enabled: boolean
  maxChars?: number
  now?: () => Date
}): FrameLog {
  const lines: { seq: number; text: string }[] = []
  let size = 0
  let seq = 0
  return {
    add(event, detail) {
      if (!enabled) return
      const told = detail === undefined ? '' : ` ${redactLogText(detail)}`
      const line = `${now().toISOString()} ${event}${told}`.slice(0, FRAME_LOG_MAX_LINE_CHARS)
      seq += 1
      lines.push({ seq, text: line })
      size += line.length
      while (size > maxChars && lines.length > 0) size -= lines.shift()?.text.length ?? 0
    },
    read(after = 0) {
      const page: string[] = []
      let chars = 0
      let next = after
      for (const line of lines) {
        if (line.seq <= after) continue
        if (chars + line.text.length > FRAME_LOG_PAGE_CHARS) return { lines: page, next, more: true }
        page.push(line.text)
        chars += line.text.length
        next = line.seq
      }
      return { lines: page, next, more: false }
    },
  }
}
