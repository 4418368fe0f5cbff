import type { LoginSocialProvider } from '@portico/core'
import type { z } from 'zod/mini'
import type { grantSummarySchema } from '../protocol/frameEventSchemas.js'
import type { EmailLoginError } from './EmailLoginError.js'

/**
 * Where the visitor is in the login (docs/behaviour.md#transitions: e-mail submitted, device or OTP verification, connect; `social`:
 * the social-login pop-up is open).
 */
export type EmailLoginStatus =
  | 'idle'
  | 'sending'
  | 'device'
  | 'otp'
  | 'verifying'
  | 'restoring'
  | 'social'
  | 'connecting'
  | 'connected'

/** The embedded wallet's slice of the instance state (`state.plugins.embeddedWallet`). */
export interface EmbeddedWalletState {
  status: EmailLoginStatus
  /** The e-mail the code went to. */
  email?: string
  /** The provider of the social login under way (the pop-up is open) or connected. */
  socialProvider?: LoginSocialProvider
  error?: EmailLoginError
  /** The last social login's failure (shown under the social buttons). */
  socialError?: EmailLoginError
  /** The hidden frame (docs/behaviour.md#transitions frame lifecycle): not created, loading, ready, or failed to load. */
  frame: 'none' | 'loading' | 'ready' | 'failed'
  /** The frame's own approval screen is showing over the modal (an unsafe request waits on the visitor). */
  approving: boolean
  /** The e-mail update under way (UpdateEmailWallet), if any. */
  update?: import('./EmailUpdateState.js').EmailUpdateState
  /**
   * Whether the frame holds this wallet's recovery share on this device, not exported yet: the Account view offers
   * the export only then (undefined, from a frame that does not say, offers it).
   */
  recoveryShareHeld?: boolean | undefined
  /**
   * The account the wallet uses on EVM networks (the Account view's switch, SET_PREFERRED_ACCOUNT): its EOA, or its
   * smart account where the project has one; undefined while not connected.
   */
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
  /** The chain ids (eip155) where the project's wallets have a smart account, as the frame lists them. */
  smartAccountNetworks?: number[] | undefined
  /**
   * The app's `features.smartSessions`, as the connected session saw it: the Account view offers Permissions (the
   * ERC-7715 grants) only then.
   */
  smartSessions?: boolean | undefined
  /** The Permissions view's list of the wallet's grants, as the frame keeps them (GET_GRANTS). */
  permissions?: PermissionsState | undefined
  /** The Farcaster login under way (ConnectingFarcaster): its step, the link to scan or open, why it ended. */
  farcaster?: FarcasterLoginState | undefined
}

/** One ERC-7715 grant of the wallet as the frame lists it (GET_GRANTS). */
export type GrantSummary = z.infer<typeof grantSummarySchema>

/** The Permissions view: the grants once read, the one being revoked, why reading them failed. */
export type PermissionsState = {
  status: 'loading' | 'ready' | 'failed'
  grants: GrantSummary[]
  /** The id of the grant whose revocation waits on the frame's review or its transaction. */
  revoking?: string | undefined
  error?: EmailLoginError | undefined
}

/** ConnectingFarcaster's steps: the link is coming, waiting on the wallet app, connecting, expired, failed. */
export type FarcasterLoginState = {
  status: 'preparing' | 'waiting' | 'connecting' | 'expired' | 'failed'
  /** The Sign In With Farcaster link (the QR code's text) while waiting. */
  url?: string | undefined
  error?: EmailLoginError | undefined
}

export function initialEmbeddedWalletState(): EmbeddedWalletState {
  return { status: 'idle', frame: 'none', approving: false }
}
