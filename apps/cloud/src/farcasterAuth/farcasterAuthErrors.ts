import { CloudError } from '../errors/CloudError.js'

/** No fid registry is configured on this cloud. */
export class FarcasterUnavailableError extends CloudError {
  override name = 'FarcasterUnavailableError'
  constructor() {
    super({ status: 503, code: 'farcaster_unavailable', message: 'Login with Farcaster is not available' })
  }
}

/** The channel token names no channel (never opened, or swept). */
export class UnknownFarcasterChannelError extends CloudError {
  override name = 'UnknownFarcasterChannelError'
  constructor() {
    super({ status: 401, code: 'invalid_channel', message: 'Unknown channel token' })
  }
}

/** The channel outlived its lifetime: the visitor asks for a new QR code. */
export class FarcasterChannelExpiredError extends CloudError {
  override name = 'FarcasterChannelExpiredError'
  constructor() {
    super({ status: 410, code: 'channel_expired', message: 'The request has expired, try again' })
  }
}

/** A wallet app answered a channel that was already answered (a replay), or the frame finished it twice. */
export class FarcasterChannelUsedError extends CloudError {
  override name = 'FarcasterChannelUsedError'
  constructor() {
    super({ status: 409, code: 'channel_used', message: 'This request was already used, start again' })
  }
}

/** The frame asked to finish a channel the wallet app has not answered yet. */
export class FarcasterChannelPendingError extends CloudError {
  override name = 'FarcasterChannelPendingError'
  constructor() {
    super({ status: 409, code: 'channel_pending', message: 'The request was not approved yet' })
  }
}

/**
 * The signed message does not sign in to this channel: not a Sign In With Farcaster message, another domain, URI or
 * nonce, another fid, a signer that is not the fid's custody address, a bad signature, outside its validity.
 */
export class InvalidFarcasterSignatureError extends CloudError {
  override name = 'InvalidFarcasterSignatureError'
  constructor(reason: string) {
    super({
      status: 401,
      code: 'invalid_signature',
      message: 'The Farcaster signature is not valid for this request',
      details: { reason },
    })
  }
}
