/** EXPORT_RECOVERY_SHARE on a device that holds no recovery share: it was saved already, or the wallet was made elsewhere. */
export class NoRecoveryShareError extends Error {
  override name = 'NoRecoveryShareError'
  constructor() {
    super('This device holds no recovery share: it was exported already or made elsewhere')
  }
}
