import { DEFAULT_FEATURES } from '../constants/defaultFeatures.js'
import { OptionsError } from '../errors/OptionsError.js'
import type { ConnectMethod, Features, SocialProvider } from '../types/options.js'
import { LOGIN_SOCIAL_PROVIDERS } from '../validation/isSocialProvider.js'

const CONNECT_METHODS: readonly ConnectMethod[] = ['email', 'social', 'wallet']
// The login providers, and Farcaster, which signs in through its own flow.
const SOCIAL_PROVIDERS: readonly SocialProvider[] = [...LOGIN_SOCIAL_PROVIDERS, 'farcaster']

function checkConnectMethodsOrder(order: unknown): ConnectMethod[] {
  if (
    !Array.isArray(order) ||
    new Set(order).size !== order.length ||
    !order.every((method) => CONNECT_METHODS.includes(method))
  ) {
    throw new OptionsError('CONNECT_METHODS_ORDER_INVALID')
  }
  return [...order]
}

function checkSocials(socials: unknown): SocialProvider[] | false {
  if (socials === false) return false
  if (!Array.isArray(socials) || !socials.every((provider) => SOCIAL_PROVIDERS.includes(provider))) {
    throw new OptionsError('SOCIALS_INVALID')
  }
  return [...socials]
}

/** The local features: docs/behaviour.md#limits defaults, overridden by what the app sets. */
export function resolveFeatures(features: Partial<Features> | undefined): Features {
  const given = Object.fromEntries(
    Object.entries(features ?? {}).filter(([, value]) => value !== undefined),
  ) as Partial<Features>
  const merged: Features = { ...DEFAULT_FEATURES, ...given }
  return {
    ...merged,
    connectMethodsOrder: checkConnectMethodsOrder(merged.connectMethodsOrder),
    socials: checkSocials(merged.socials),
  }
}
