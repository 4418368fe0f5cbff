type Stoppable = { stop(): Promise<void> }

/**
 * Starts every task in parallel. If one fails, the ones that started are stopped again and the first
 * failure is thrown, so a failed start never leaves a process behind.
 */
export async function startAllOrNone<T extends Stoppable>(
  tasks: readonly (() => Promise<T>)[],
): Promise<T[]> {
  const results = await Promise.allSettled(tasks.map((task) => task()))
  const failure = results.find((result) => result.status === 'rejected')
  if (!failure) return results.map((result) => (result as PromiseFulfilledResult<T>).value)
  await Promise.allSettled(
    results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.stop()] : [])),
  )
  throw failure.reason
}
