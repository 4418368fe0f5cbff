import type { SocialProvider } from './socialProviders.js'

/** Who the provider says signed in: its stable subject and the username it reported. */
export type SocialIdentity = { provider: SocialProvider; subject: string; username: string }
