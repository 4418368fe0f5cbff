import { CloudError } from '../errors/CloudError.js'

/** The provider is not configured on this cloud (no client id and secret). */
export class SocialProviderUnavailableError extends CloudError {
  override name = 'SocialProviderUnavailableError'
  constructor(provider: string) {
    super({
      status: 400,
      code: 'social_provider_unavailable',
      message: `Login with ${provider} is not available`,
      details: { provider },
    })
  }
}

/** The state names no login of this project that is still open: unknown, used once already, or expired. */
export class InvalidSocialStateError extends CloudError {
  override name = 'InvalidSocialStateError'
  constructor() {
    super({
      status: 400,
      code: 'invalid_state',
      message: 'The login has expired or was already used, start again',
    })
  }
}

/**
 * The provider refused the code, or what it answered fails a check (ID token signature, issuer, audience, expiry,
 * nonce; the profile). The reason is in the details, for logs; the visitor starts again.
 */
export class SocialLoginFailedError extends CloudError {
  override name = 'SocialLoginFailedError'
  constructor(reason: string, cause?: unknown) {
    super({
      status: 400,
      code: 'social_login_failed',
      message: 'The login could not be completed, start again',
      details: { reason },
      cause,
    })
  }
}
