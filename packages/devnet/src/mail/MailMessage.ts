/** One e-mail the local inbox received over SMTP. */
export interface MailMessage {
  /** Sequence number within the inbox, from 1. */
  readonly id: number
  readonly from: string
  /** Every recipient of the SMTP envelope, lower-cased. */
  readonly to: readonly string[]
  readonly subject: string
  readonly text: string
  /** ISO time of arrival. */
  readonly receivedAt: string
}
