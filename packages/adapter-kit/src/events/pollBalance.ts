export interface PollBalanceParameters {
  /** Reads the balance (base units); a failed read is skipped and tried again at the next tick. */
  read(signal: AbortSignal): Promise<{ value: bigint }>
  /** Time between the end of one read and the next. */
  intervalMs: number
  /**
   * The balance the caller last read, asked for when the first reading arrives: that reading may come after
   * the caller's (a failed read waits a whole interval), so a change in between is reported too. Without
   * it, the first reading is the baseline.
   */
  knownValue?: () => bigint | undefined
  /** Called when the balance changes. */
  onChange(): void
}

/**
 * Watches a balance by reading it every `intervalMs` (for chains whose API has no push) and reports
 * changes, not the first reading. Returns the function that stops watching.
 */
export function pollBalance({ read, intervalMs, knownValue, onChange }: PollBalanceParameters): () => void {
  const controller = new AbortController()
  const { signal } = controller
  let last: bigint | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const tick = async () => {
    const reading = await read(signal).catch(() => undefined)
    if (signal.aborted) return
    if (reading) {
      const previous = last ?? knownValue?.()
      const changed = previous !== undefined && reading.value !== previous
      last = reading.value
      if (changed) onChange()
    }
    timer = setTimeout(tick, intervalMs)
  }
  void tick()
  return () => {
    controller.abort()
    clearTimeout(timer)
  }
}
