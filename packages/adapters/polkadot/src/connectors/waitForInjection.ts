/**
 * Looks for something an extension injects, now and then at each of `timesMs` (milliseconds since the
 * call, ascending), and resolves with it as soon as it is there, or with undefined after the last look.
 * Extensions inject at their own pace (some after the page's scripts ran, test extensions after their
 * crypto is ready), so a reconnect right after a reload must not give up on the first look.
 */
export async function waitForInjection<T>(
  find: () => T | undefined,
  timesMs: readonly number[],
): Promise<T | undefined> {
  const found = find()
  if (found !== undefined) return found
  const start = Date.now()
  for (const time of timesMs) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + time - Date.now())))
    const later = find()
    if (later !== undefined) return later
  }
  return undefined
}
