/**
 * The paymaster endpoint's JSON-RPC errors (docs/cloud.md#smart-accounts-bundler-and-paymaster): the code and,
 * in `data.reason`, why.
 */
export const sponsorshipRefusals = {
  sponsorship_disabled: { code: -32010, message: 'Sponsorship is off for this project on this chain' },
  sponsorship_limit_reached: {
    code: -32011,
    message: "Over the project's daily sponsorship limit for this account",
  },
  invalid_user_operation: { code: -32602, message: 'Invalid user operation' },
} as const

export type SponsorshipRefusalReason = keyof typeof sponsorshipRefusals

/** A refusal the paymaster endpoint answers in place. */
export class SponsorshipRefusedError extends Error {
  override name = 'SponsorshipRefusedError'
  readonly reason: SponsorshipRefusalReason
  readonly data: Record<string, unknown>

  constructor(reason: SponsorshipRefusalReason, details: Record<string, unknown> = {}, message?: string) {
    super(message ?? sponsorshipRefusals[reason].message)
    this.reason = reason
    this.data = { reason, ...details }
  }

  get code(): number {
    return sponsorshipRefusals[this.reason].code
  }
}
