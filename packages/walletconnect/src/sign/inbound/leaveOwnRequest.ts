/**
 * `wc_sessionPropose` and `wc_sessionRequest`, requests only a dapp sends: this client's own, which the relay delivers
 * again to a client that listens to the topic anew (a reload resuming its session and pairing). Unanswered: an answer
 * would be a response the wallet takes for the dapp's (an error for a proposal makes it drop that proposal and fail on
 * the message).
 */
export async function leaveOwnRequest(): Promise<void> {}
