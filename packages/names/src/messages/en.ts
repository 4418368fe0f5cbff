/**
 * Name registration's English texts: the fallback of every locale, loaded with the modal's code. Keys are flat and
 * view-scoped, `{name}` is filled from the values given to `t`; documented texts are verbatim.
 */
export const en = {
  'names.entry': 'Choose a name',
  'names.title': 'Choose your name',
  'names.successTitle': 'Name registered',
  'names.label': 'Name',
  'names.suggestions': 'Available names',
  'names.register': 'Register',
  'names.signing': 'Sign the registration in your wallet',
  'names.success': 'This is now the name of your account',
  'names.done': 'Done',
  'names.notConnected': 'Connect an EVM wallet to register a name',
} as const
