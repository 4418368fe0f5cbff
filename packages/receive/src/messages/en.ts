/**
 * Receive's English texts: the fallback of every locale, loaded with the modal's code. Keys are flat and
 * view-scoped, `{name}` is filled from the values given to `t`; documented texts are verbatim.
 */
export const en = {
  'receive.title': 'Receive',
  'receive.qrLabel': 'QR code of your address',
  'receive.copy': 'Copy address',
  'receive.networks': 'You can receive on these networks',
  'receive.ss58Warning':
    'This address is written in the format of {network}. The same account has a different address on other Polkadot networks: send to it only on {network}.',
  'receive.notConnected': 'Connect a wallet to receive',
} as const
