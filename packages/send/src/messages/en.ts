/**
 * Send's English texts: the fallback of every locale, loaded with the modal's code. Keys are flat and
 * view-scoped, `{name}` is filled from the values given to `t`; documented texts are verbatim.
 */
export const en = {
  'send.title': 'Send',
  'send.previewTitle': 'Review Send',
  'send.notConnected': 'Connect a wallet to send',
  'send.token': 'Token',
  'send.tokenPlaceholder': 'Select a token',
  'send.tokenOption': '{symbol} ({balance})',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.balance': 'Balance: {balance}',
  'send.receiver': 'Receiver',
  'send.receiverPlaceholderEvm': 'Address or name',
  'send.receiverPlaceholderSolana': 'Address',
  'send.review': 'Review',
  'send.checking': 'Checking…',
  'send.to': 'To',
  'send.network': 'Network',
  'send.networkFee': 'Network fee',
  'send.confirm': 'Send',
  'send.waitingWallet': 'Confirm the transfer in your wallet',
  'send.pending': 'Sent: waiting for the network',
  'send.success': 'Sent {amount} to {receiver}',
  'send.done': 'Done',
  'send.tryAgain': 'Try again',
  'send.edit': 'Edit',
  'send.receiverImage': 'Profile image of {name}',
} as const
