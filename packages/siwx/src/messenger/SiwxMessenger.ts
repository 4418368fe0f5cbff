import type { SiwxHost, SiwxMessage, SiwxMessageData, SiwxMessageInput } from '@portico/core'

/** Writes sign-in messages: their data and the text the wallet signs. */
export interface SiwxMessenger {
  createMessage(input: SiwxMessageInput, host: SiwxHost | undefined): Promise<SiwxMessage>
  /** The signed text of the data; a session whose message differs from it is refused. */
  format(data: SiwxMessageData): string
}
