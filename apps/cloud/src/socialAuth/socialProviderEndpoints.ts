import type { SocialProviderConfig } from './SocialProviderConfig.js'
import type { SocialProvider } from './socialProviders.js'

type Endpoints = Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>

/**
 * Each provider's production endpoints (their published documentation). google, apple and facebook are OpenID
 * providers (ID token verified); github, x and discord are OAuth 2.0 with a profile endpoint.
 */
export const SOCIAL_PROVIDER_ENDPOINTS: Record<SocialProvider, Endpoints> = {
  google: {
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    issuer: 'https://accounts.google.com',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    scope: 'openid email profile',
  },
  apple: {
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    issuer: 'https://appleid.apple.com',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    scope: 'openid email name',
  },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    issuer: 'https://www.facebook.com',
    jwksUri: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
    scope: 'openid email public_profile',
  },
  github: {
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    profile: 'github',
    scope: 'read:user user:email',
  },
  x: {
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    profile: 'x',
    scope: 'users.read tweet.read',
  },
  discord: {
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    profile: 'discord',
    scope: 'identify email',
  },
}

/** The endpoints of the local OpenID provider of `@portico/devnet` (`startOidcProvider`) for one provider. */
export function localSocialProviderEndpoints(baseUrl: string, provider: SocialProvider): Endpoints {
  const issuer = `${baseUrl.replace(/\/+$/, '')}/${provider}`
  return {
    authorizationEndpoint: `${issuer}/authorize`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}/userinfo`,
    issuer,
    jwksUri: `${issuer}/jwks`,
    scope: 'openid profile email',
  }
}
