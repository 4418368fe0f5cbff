/** One published message as the mailbox keeps it and the relay pushes it. */
export type RelayMessage = {
  /** The mailbox's id (a decimal string), the same on every node. */
  id: string
  topic: string
  message: string
  tag: number
  /** Unix milliseconds. */
  publishedAt: number
  /** The did:key of the client that published it: never pushed back to that client. */
  publisher: string
}
