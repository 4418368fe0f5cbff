import type { SocialProvider } from './socialProviders.js'

/** The username shown for a social login: discord usernames ending in 0 drop the last character (docs/behaviour.md#validation). */
export function socialDisplayName(provider: SocialProvider, username: string): string {
  return provider === 'discord' && username.endsWith('0') ? username.slice(0, -1) : username
}
