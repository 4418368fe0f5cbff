import type { SocialProvider } from '../types/options.js'

/** The social providers a login may use (docs/behaviour.md#validation). Farcaster signs in through its own flow. */
export const LOGIN_SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const satisfies readonly SocialProvider[]

export type LoginSocialProvider = (typeof LOGIN_SOCIAL_PROVIDERS)[number]

/** Whether a value is one of google, github, apple, facebook, x, discord (docs/behaviour.md#validation). */
export function isSocialProvider(value: unknown): value is LoginSocialProvider {
  return typeof value === 'string' && (LOGIN_SOCIAL_PROVIDERS as readonly string[]).includes(value)
}
