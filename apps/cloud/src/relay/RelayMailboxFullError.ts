import { RELAY_ERROR, RelayRpcError } from './RelayRpcError.js'

/** A publish the project's mailbox has no room for (its quota of messages or bytes, until some expire). */
export class RelayMailboxFullError extends RelayRpcError {
  override name = 'RelayMailboxFullError'
  constructor(quota: { maxMessages: number; maxBytes: number }) {
    super(
      RELAY_ERROR.mailboxFull,
      `Mailbox full: this project's relay keeps at most ${quota.maxMessages} messages and ${quota.maxBytes} bytes; retry when some expire`,
    )
  }
}
