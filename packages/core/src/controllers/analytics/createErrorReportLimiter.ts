import { ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS } from '../../constants/limits.js'

export interface ErrorReportLimiter {
  /** Whether one more report may go now; counts it when it may. */
  take(): boolean
}

/** Error reports: at most 5 in any 60 s (docs/behaviour.md#limits), a sliding window over the last reports' times. */
export function createErrorReportLimiter(now: () => number): ErrorReportLimiter {
  const sent: number[] = []
  return {
    take() {
      const time = now()
      while (sent.length > 0 && time - (sent[0] ?? 0) >= ERROR_REPORTS_WINDOW_MS) sent.shift()
      if (sent.length >= ERROR_REPORTS_MAX) return false
      sent.push(time)
      return true
    },
  }
}
