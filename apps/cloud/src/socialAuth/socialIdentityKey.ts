import type { SocialIdentity } from './SocialIdentity.js'

/**
 * The identity a social login's session and wallet are kept under: `social:<provider>:<subject>`. Never a valid
 * e-mail (so never an e-mail login's wallet), and one per provider account: a provider that reports an e-mail does
 * not reach the wallet of an e-mail login or of another provider with the same address.
 */
export function socialIdentityKey({
  provider,
  subject,
}: Pick<SocialIdentity, 'provider' | 'subject'>): string {
  return `social:${provider}:${subject}`
}
