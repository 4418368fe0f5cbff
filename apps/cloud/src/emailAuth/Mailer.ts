/** Sends one plain-text e-mail. */
export type Mailer = (mail: { to: string; subject: string; text: string }) => Promise<void>
