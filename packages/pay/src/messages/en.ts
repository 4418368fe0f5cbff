/**
 * Pay's English texts: the fallback of every locale, loaded with the modal's code. Keys are flat and view-scoped,
 * `{name}` is filled from the values given to `t`.
 */
export const en = {
  'pay.title': 'Pay',
  'pay.recipient': 'To',
  'pay.network': 'Network',
  'pay.notConnected': 'Connect a wallet to pay',
  'pay.payWithWallet': 'Pay with wallet',
  'pay.switching': 'Switch the network in your wallet',
  'pay.paying': 'Confirm the payment in your wallet',
  'pay.confirming': 'Payment sent: waiting for the network to confirm it',
  'pay.success': 'Paid {amount} {symbol}',
  'pay.done': 'Done',
  'pay.tryAgain': 'Try again',
  'pay.error.invalidRecipient': "The recipient's address is not valid",
  'pay.error.invalidAmount': 'The amount is not valid',
  'pay.error.invalidAsset': 'This token cannot be paid with here',
  'pay.error.unsupportedChain': 'Unsupported chain',
  'pay.error.insufficientBalance': 'Insufficient balance',
  'pay.error.userRejected': 'You declined the payment in your wallet',
  'pay.error.paymentFailed': 'The payment did not go through',
  'pay.error.cancelled': 'The payment was cancelled',
} as const
