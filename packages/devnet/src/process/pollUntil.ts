export type PollUntilParameters<T> = {
  /** Returns the value once ready, or `undefined` to keep polling. Thrown errors count as not ready. */
  check: () => Promise<T | undefined>
  timeoutMs: number
  intervalMs?: number
  /** Called when the time is up; its error is thrown. */
  onTimeout: (lastError: unknown) => Error
}

/** Polls `check` until it yields a value (readiness checks, never fixed sleeps). */
export async function pollUntil<T>({
  check,
  timeoutMs,
  intervalMs = 25,
  onTimeout,
}: PollUntilParameters<T>): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) throw onTimeout(lastError)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
