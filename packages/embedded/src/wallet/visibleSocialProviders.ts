import { isSocialProvider, type LoginSocialProvider, type SocialProvider } from '@portico/core'

/** The Telegram client the page runs in, when it runs in one (its Web App platform). */
export type TelegramPlatform = 'ios' | 'android' | 'macos' | 'other'

/** docs/behaviour.md#permissions: inside Telegram, iOS drops google, Mac drops x, Android drops facebook and x. */
const HIDDEN_IN_TELEGRAM: Record<TelegramPlatform, readonly LoginSocialProvider[]> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** The social login buttons the Connect view shows, in the configured order (Farcaster has its own flow). */
export function visibleSocialProviders(
  providers: readonly SocialProvider[],
  telegram: TelegramPlatform | undefined,
): LoginSocialProvider[] {
  const hidden = telegram ? HIDDEN_IN_TELEGRAM[telegram] : []
  return providers.filter(isSocialProvider).filter((provider) => !hidden.includes(provider))
}

/** Which Telegram client hosts the page (`window.Telegram.WebApp.platform`), or undefined outside Telegram. */
export function detectTelegramPlatform(win: unknown): TelegramPlatform | undefined {
  const telegram = (win as { Telegram?: { WebApp?: { platform?: unknown } } } | undefined)?.Telegram?.WebApp
  const proxied = (win as { TelegramWebviewProxy?: unknown } | undefined)?.TelegramWebviewProxy !== undefined
  if (!telegram && !proxied) return undefined
  const platform = telegram?.platform
  if (platform === 'ios' || platform === 'android' || platform === 'macos') return platform
  return 'other'
}
