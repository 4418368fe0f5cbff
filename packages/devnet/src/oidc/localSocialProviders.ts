/** The six social providers of docs/behaviour.md#validation that the local OpenID provider stands in for, one issuer each. */
export const LOCAL_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

export type LocalSocialProvider = (typeof LOCAL_SOCIAL_PROVIDERS)[number]

/** A person who can sign in at the local provider: the claims its ID token carries. */
export type OidcTestUser = {
  /** Stable subject, unique per provider. */
  readonly sub: string
  readonly name: string
  /** What the provider calls the user (`preferred_username`); discord's end in 0 as its real ones did. */
  readonly username: string
  readonly email?: string | undefined
}

/** The display name of each provider on its login page. */
export const LOCAL_SOCIAL_PROVIDER_NAMES: Record<LocalSocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/** Two test users per provider (the lab's login pages list them; tests pick them by name). */
export const LOCAL_SOCIAL_USERS: Record<LocalSocialProvider, readonly OidcTestUser[]> = {
  google: [
    { sub: 'google-1001', name: 'Ada Lovelace', username: 'ada.lovelace', email: 'ada@gmail.test' },
    { sub: 'google-1002', name: 'Grace Hopper', username: 'grace.hopper', email: 'grace@gmail.test' },
  ],
  github: [
    { sub: 'github-2001', name: 'Ada Lovelace', username: 'adalovelace', email: 'ada@github.test' },
    { sub: 'github-2002', name: 'Alan Turing', username: 'aturing' },
  ],
  apple: [
    { sub: 'apple-3001', name: 'Ada Lovelace', username: 'ada', email: 'ada@privaterelay.apple.test' },
    { sub: 'apple-3002', name: 'Grace Hopper', username: 'grace', email: 'grace@icloud.test' },
  ],
  facebook: [
    { sub: 'facebook-4001', name: 'Ada Lovelace', username: 'ada.lovelace.fb', email: 'ada@facebook.test' },
    { sub: 'facebook-4002', name: 'Alan Turing', username: 'alan.turing.fb' },
  ],
  x: [
    { sub: 'x-5001', name: 'Ada Lovelace', username: 'ada_lovelace' },
    { sub: 'x-5002', name: 'Grace Hopper', username: 'gracehopper' },
  ],
  discord: [
    { sub: 'discord-6001', name: 'Ada Lovelace', username: 'adalovelace0', email: 'ada@discord.test' },
    { sub: 'discord-6002', name: 'Alan Turing', username: 'turing_machine' },
  ],
}
