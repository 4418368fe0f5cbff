import { createTransport } from 'nodemailer'
import { EmailUnavailableError } from './emailAuthErrors.js'
import type { Mailer } from './Mailer.js'

/**
 * A mailer over SMTP (`smtp://host:port`, `smtps://…` for TLS). Without a URL every send fails with 503
 * email_unavailable. On a loopback server (the lab's inbox) STARTTLS is not attempted.
 */
export function createSmtpMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return async () => {
      throw new EmailUnavailableError()
    }
  }
  const url = new URL(smtpUrl)
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]'
  const transport = createTransport({
    url: smtpUrl,
    ignoreTLS: loopback && url.protocol === 'smtp:',
    connectionTimeout: 10_000,
    socketTimeout: 10_000,
  })
  return async ({ to, subject, text }) => {
    try {
      await transport.sendMail({ from, to, subject, text })
    } catch (error) {
      throw new EmailUnavailableError(error)
    }
  }
}
