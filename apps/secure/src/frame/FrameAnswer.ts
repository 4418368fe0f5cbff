import type { SmartAccountUnavailableReason } from '@portico/embedded/protocol'

/** The frame's answer to one message: a success payload, or an error event's payload. */
export type FrameAnswer =
  | { ok: true; payload?: unknown }
  | {
      ok: false
      error: {
        message: string
        code?: string
        retryAfterSeconds?: number
        reason?: SmartAccountUnavailableReason
      }
    }
