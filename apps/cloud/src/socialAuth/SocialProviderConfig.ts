/**
 * How the cloud signs a visitor in with one provider (authorization code with PKCE). An OpenID provider gives
 * `issuer` and `jwksUri`: its ID token is required and verified (signature, iss, aud, exp, nonce). A plain OAuth 2.0
 * provider (github, x, discord in production) gives none: the profile is read from `userinfoEndpoint` with the
 * access token instead, and the state and PKCE bind the login.
 */
export type SocialProviderConfig = {
  clientId: string
  clientSecret: string
  authorizationEndpoint: string
  tokenEndpoint: string
  scope: string
  issuer?: string | undefined
  jwksUri?: string | undefined
  userinfoEndpoint?: string | undefined
  /** The shape of the profile endpoint's answer (default: OpenID userinfo). */
  profile?: SocialProfileShape | undefined
}

export type SocialProfileShape = 'oidc' | 'github' | 'x' | 'discord'
