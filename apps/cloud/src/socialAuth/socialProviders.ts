import { z } from 'zod'

/** The social login providers of docs/behaviour.md#validation. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)
