import { z } from 'zod'

/** A whole number of wei, as a decimal string (up to 2^256). */
export const weiAmountSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,77})$/, 'a whole number of wei, as a decimal string')

/** A project's sponsorship policy (docs/cloud.md#smart-accounts-bundler-and-paymaster): off by default. */
export const sponsorshipPolicySchema = z.strictObject({
  enabled: z.boolean(),
  /** The most the paymaster sponsors per account, chain and UTC day. */
  dailyLimitPerAccountWei: weiAmountSchema,
})

export type SponsorshipPolicy = z.infer<typeof sponsorshipPolicySchema>

export const defaultSponsorshipPolicy: SponsorshipPolicy = { enabled: false, dailyLimitPerAccountWei: '0' }
