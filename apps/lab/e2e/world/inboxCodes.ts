import { expect } from '@playwright/test'
import { readE2eInboxUrl } from './readE2eInboxUrl.js'

/** The codes mailed to `email` so far, newest last (from the run's local SMTP inbox, over its HTTP API). */
export async function codesFor(email: string): Promise<string[]> {
  const response = await fetch(`${readE2eInboxUrl()}/messages?to=${encodeURIComponent(email)}`)
  const messages = (await response.json()) as { text: string }[]
  return messages.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? '')
}

/** Waits until the inbox holds `count` codes for `email`; returns the newest. */
export async function waitForCode(email: string, count = 1): Promise<string> {
  await expect.poll(async () => (await codesFor(email)).length).toBe(count)
  return (await codesFor(email)).at(-1) ?? ''
}

/** Another 6-digit code than `code` (a wrong code to type). */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0')
}
