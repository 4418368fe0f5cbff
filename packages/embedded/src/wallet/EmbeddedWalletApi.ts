import type { LoginSocialProvider } from '@portico/core'

/** What `portico.getFeature(embeddedWallet)` gives; the views call it, an app may too. */
export interface EmbeddedWalletApi {
  /**
   * Loads the login code and creates the hidden frame, so a submit does not wait for them (the visitor
   * started a login: the e-mail field was focused).
   */
  prepare(): void
  /**
   * Asks for a login code to `email` (format and the 30 s cooldown checked here, then by the cloud); true once it
   * is on its way. A failure is in the state's `error`.
   */
  requestCode(email: string): Promise<boolean>
  /** Checks the 6-digit code; on success the wallet connects for eip155 and solana. A failure is in `error`. */
  verifyCode(otp: string): Promise<boolean>
  /**
   * Logs in with a social provider in a pop-up on the secure site; call it inside the visitor's click (the pop-up
   * opens at once). True once the wallet is connected; a failure ('The login was cancelled', a blocked pop-up, the
   * provider's refusal) is in `error`.
   */
  connectSocial(provider: LoginSocialProvider): Promise<boolean>
  /**
   * Signs in with Farcaster (ConnectingFarcaster): the frame's Sign In With Farcaster link goes to the state (the QR
   * code, or the link on a phone), and once the visitor approves it in a Farcaster app the wallet connects. True once
   * connected; an expired link or a failure is in the state's `farcaster`. A new call replaces the link.
   */
  connectFarcaster(): Promise<boolean>
  /** Stops waiting on the Farcaster link (the visitor left ConnectingFarcaster or pressed Cancel). */
  cancelFarcaster(): void
  /**
   * Shows the connected wallet's recovery share in the frame's own screen over the page (the page never sees it);
   * true once the visitor confirmed saving it (the frame then forgets its copy), false for 'Not now'. A failure (not
   * connected, already exported on this device) is in the state's `error`.
   */
  exportRecoveryShare(): Promise<boolean>
  /**
   * The secure frame's log for a support report: one line per message the frame answered (its type, outcome and
   * time, never a payload, key, code or token), oldest first, about 1 MB at most. Empty when no frame is loaded or the
   * app set `enableAuthLogger: false`.
   */
  readFrameLog(): Promise<string>
  /**
   * The account the connected wallet uses on EVM networks from now on: its EOA, or its smart account where the
   * project has one (the Account view's switch). True once the instance's account is the chosen one (its address,
   * `preferredAccountType`); when the smart account cannot be used the wallet keeps its EOA and a toast says why.
   */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<boolean>
  /**
   * The Permissions view's list: reads the ERC-7715 grants the wallet signed for the project's apps from the frame
   * into the state's `permissions` (app, grantee, amount per period or in total, expiry, active/expired/revoked).
   */
  readGrants(): Promise<void>
  /**
   * Revokes the grant `id` (from `permissions`): the frame's review of `wallet_revokePermissions` shows over the
   * modal, and once approved the wallet disables it on chain. True once the revocation is mined.
   */
  revokeGrant(id: string): Promise<boolean>
  /** Back to the e-mail field: forgets the pending code's e-mail and the error. */
  reset(): void
  /**
   * Starts changing the connected e-mail login's e-mail to `email` (UpdateEmailWallet, docs/behaviour.md#transitions): a code goes to the
   * current e-mail. True once it is on its way; the step and any failure are in the state's `update`.
   */
  updateEmail(email: string): Promise<boolean>
  /** Checks the update's code of the step it is at (the current e-mail's, then the new one's). */
  verifyUpdateCode(otp: string): Promise<boolean>
  /** Forgets the update under way (back to the new e-mail's field). */
  resetUpdate(): void
}
