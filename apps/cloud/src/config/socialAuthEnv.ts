import { z } from 'zod'
import {
  localSocialProviderEndpoints,
  SOCIAL_PROVIDER_ENDPOINTS,
} from '../socialAuth/socialProviderEndpoints.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../socialAuth/socialProviders.js'
import type { SocialAuthConfig } from './CloudConfig.js'
import { DEVELOPMENT_SECURE_SITE_ORIGIN } from './developmentSecureSiteOrigin.js'

/** SOCIAL_GOOGLE_CLIENT_ID, SOCIAL_GOOGLE_CLIENT_SECRET, … for each provider. */
const socialProviderEnv = Object.fromEntries(
  SOCIAL_PROVIDERS.flatMap((provider) => [
    [`SOCIAL_${provider.toUpperCase()}_CLIENT_ID`, z.string().min(1).max(512).optional()],
    [`SOCIAL_${provider.toUpperCase()}_CLIENT_SECRET`, z.string().min(1).max(4096).optional()],
  ]),
) as Record<`SOCIAL_${Uppercase<SocialProvider>}_CLIENT_${'ID' | 'SECRET'}`, z.ZodOptional<z.ZodString>>

const socialProviderCredentials = (env: Record<string, unknown>, provider: SocialProvider) => ({
  clientId: env[`SOCIAL_${provider.toUpperCase()}_CLIENT_ID`] as string | undefined,
  clientSecret: env[`SOCIAL_${provider.toUpperCase()}_CLIENT_SECRET`] as string | undefined,
})

/** The variables of social login (docs/cloud.md#settings), a part of the cloud's environment schema. */
export const socialAuthEnv = {
  SOCIAL_REDIRECT_URI: z
    .url({
      protocol: /^https?$/,
      error: "SOCIAL_REDIRECT_URI is the http(s) URL of the secure site's callback page",
    })
    .optional(),
  SOCIAL_OIDC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'SOCIAL_OIDC_URL is the http(s) URL of an OpenID provider with one issuer per social provider',
    })
    .optional(),
  SOCIAL_OIDC_CLIENT_ID: z.string().min(1).max(512).optional(),
  SOCIAL_OIDC_CLIENT_SECRET: z.string().min(1).max(4096).optional(),
  ...socialProviderEnv,
}

type SocialAuthEnv = { [Name in keyof typeof socialAuthEnv]?: string | undefined }

/** The lab's local OpenID provider (`startOidcProvider` in `pnpm lab`), standing in for every social provider in development. */
const DEVELOPMENT_SOCIAL_OIDC = {
  url: 'http://127.0.0.1:4420',
  clientId: 'portico-local',
  clientSecret: 'portico-local-secret',
  redirectUri: `${DEVELOPMENT_SECURE_SITE_ORIGIN}/social-callback.html`,
}

/**
 * Social login: SOCIAL_<PROVIDER>_CLIENT_ID and _CLIENT_SECRET enable a provider with its production endpoints;
 * SOCIAL_OIDC_URL (with SOCIAL_OIDC_CLIENT_ID and _SECRET) sends every provider to one OpenID provider with an
 * issuer per provider (`<url>/<provider>`, the local one of `pnpm lab` in development).
 */
export function socialAuthConfigOf(e: SocialAuthEnv, development: boolean): SocialAuthConfig {
  const local = e.SOCIAL_OIDC_URL
    ? { url: e.SOCIAL_OIDC_URL, clientId: e.SOCIAL_OIDC_CLIENT_ID, clientSecret: e.SOCIAL_OIDC_CLIENT_SECRET }
    : development
      ? DEVELOPMENT_SOCIAL_OIDC
      : undefined
  const providers: SocialAuthConfig['providers'] = {}
  for (const provider of SOCIAL_PROVIDERS) {
    const { clientId, clientSecret } = socialProviderCredentials(e, provider)
    if (clientId && clientSecret) {
      providers[provider] = { clientId, clientSecret, ...SOCIAL_PROVIDER_ENDPOINTS[provider] }
    } else if (local?.clientId && local.clientSecret) {
      providers[provider] = {
        clientId: local.clientId,
        clientSecret: local.clientSecret,
        ...localSocialProviderEndpoints(local.url, provider),
      }
    }
  }
  return {
    redirectUri: e.SOCIAL_REDIRECT_URI ?? (development ? DEVELOPMENT_SOCIAL_OIDC.redirectUri : undefined),
    providers,
  }
}
