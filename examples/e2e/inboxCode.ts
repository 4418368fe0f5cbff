import { expect } from '@playwright/test'

/** Waits until the run's inbox holds a login code for `email`; returns the newest. */
export async function waitForCode(inboxUrl: string, email: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`)
      const messages = (await response.json()) as { text: string }[]
      code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1] ?? ''
      return code
    })
    .not.toBe('')
  return code
}
