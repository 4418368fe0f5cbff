import { describe, expect, it } from 'vitest'
import { createFrameLog, FRAME_LOG_MAX_CHARS, FRAME_LOG_PAGE_CHARS } from './createFrameLog.js'

const at = () => new Date('2026-11-29T10:00:00.000Z')

describe('the frame’s log', () => {
  it('keeps about 1 MB, dropping the oldest lines first, and reads back in pages under the message limit', () => {
    const log = createFrameLog({ enabled: true, now: at })
    const detail = 'x '.repeat(450)
    for (let line = 1; line <= 2_000; line += 1) log.add(`line-${line}`, detail)
    const lines: string[] = []
    let page = log.read()
    lines.push(...page.lines)
    while (page.more) {
      expect(page.lines.join('').length).toBeLessThanOrEqual(FRAME_LOG_PAGE_CHARS)
      page = log.read(page.next)
      lines.push(...page.lines)
    }
    const size = lines.join('').length
    expect(size).toBeLessThanOrEqual(FRAME_LOG_MAX_CHARS)
    expect(size).toBeGreaterThan(FRAME_LOG_MAX_CHARS - 1_000)
    expect(lines.at(-1)).toContain('line-2000 ')
    expect(lines.some((line) => line.includes('line-1 '))).toBe(false)
    expect(lines[0]).toMatch(/^2026-11-29T10:00:00.000Z line-\d+ x x/)
    expect(log.read(page.next)).toEqual({ lines: [], next: page.next, more: false })
  })

  it('keeps nothing when the logger is off (enableLogger=false)', () => {
    const log = createFrameLog({ enabled: false, now: at })
    log.add('CONNECT_EMAIL ok', '12 ms')
    expect(log.read()).toEqual({ lines: [], next: 0, more: false })
  })

  it('never keeps a key, a share, a token, an e-mail or a login code that a detail carries', () => {
    const log = createFrameLog({ enabled: true, now: at })
    const key = `0x${'ab12'.repeat(16)}`
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhZGFAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJlLW9mLXRoZS1jbG91ZA'
    const share = 'QmFzZTY0U2hhcmVPZlRoZVdhbGxldEtleQ=='
    log.add('RPC_REQUEST error', `signing with ${key} failed; token ${jwt}, share ${share}`)
    log.add('CONNECT_OTP error invalid_code', 'ada@example.com typed 123456 on eip155:31337')
    const text = log.read().lines.join('\n')
    for (const secret of [key, key.slice(2), jwt, share, 'ada@example.com', '123456'])
      expect(text).not.toContain(secret)
    expect(text).toContain('RPC_REQUEST error signing with [redacted] failed')
    expect(text).toContain('CONNECT_OTP error invalid_code [redacted] typed [redacted] on eip155:31337')
  })

  it('cuts a long line', () => {
    const log = createFrameLog({ enabled: true, now: at })
    log.add('RPC_REQUEST error', 'y '.repeat(5_000))
    expect(log.read().lines[0]?.length).toBe(1024)
  })
})
