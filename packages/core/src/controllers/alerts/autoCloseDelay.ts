/**
 * How long an auto-closing alert or a toast stays up. docs/behaviour.md gives no number; this is the
 * reference widget's snackbar duration.
 */
export const AUTO_CLOSE_DELAY_MS = 2_200
