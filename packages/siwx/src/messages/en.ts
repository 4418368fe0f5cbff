/** Sign-in's English texts: the keys of its catalogue, and the fallback of every other locale. */
export const en = {
  'siwx.title': 'Sign In',
  'siwx.headline': '{name} wants you to sign in with your wallet',
  'siwx.account': 'Account {address} on {network}',
  'siwx.sign': 'Sign',
  'siwx.cancel': 'Cancel',
  'siwx.authenticating': 'Authenticating...',
  'siwx.error': 'Error signing message',
  'siwx.waiting': 'Confirm the message in your wallet',
} as const
