import { CloudError } from '../errors/CloudError.js'

/** Only a session of an e-mail login can change its e-mail (a social login has none to change). */
export class EmailUpdateNotAllowedError extends CloudError {
  override name = 'EmailUpdateNotAllowedError'
  constructor() {
    super({
      status: 400,
      code: 'email_update_not_allowed',
      message: 'Only an e-mail login can change its e-mail',
    })
  }
}

/** The new e-mail is the wallet's e-mail already. */
export class SameEmailError extends CloudError {
  override name = 'SameEmailError'
  constructor() {
    super({ status: 400, code: 'same_email', message: 'This is your e-mail already' })
  }
}

/** Another wallet of the project is kept under the new e-mail. */
export class EmailTakenError extends CloudError {
  override name = 'EmailTakenError'
  constructor() {
    super({ status: 409, code: 'email_taken', message: 'This e-mail belongs to another wallet' })
  }
}

/** No update is under way at this step (none was started, it finished, or the other step is due). */
export class NoEmailUpdateError extends CloudError {
  override name = 'NoEmailUpdateError'
  constructor() {
    super({ status: 400, code: 'invalid_code', message: 'Invalid code', details: { attemptsLeft: 0 } })
  }
}
