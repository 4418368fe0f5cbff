/**
 * The login is right but this device holds no share of the wallet (a new browser profile): the session waits in
 * the frame's memory until RESTORE_WALLET restores the wallet from the visitor's recovery share.
 */
export class RecoveryRequiredError extends Error {
  override name = 'RecoveryRequiredError'
  constructor() {
    super('This device holds no share of the wallet: restore it with your recovery share')
  }
}
