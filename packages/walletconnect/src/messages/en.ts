/**
 * WalletConnect's English texts (its Connect row and views): the keys of its catalogue, and the fallback of every other
 * locale. Core keeps `walletConnect.copyLink` and `walletConnect.copied` (shared with the embedded wallet's Farcaster
 * view).
 */
export const en = {
  'walletConnect.title': 'WalletConnect',
  'walletConnect.qrTag': 'QR code',
  'walletConnect.qrLabel': 'WalletConnect QR code',
  'walletConnect.scan': 'Scan this QR code with your phone wallet',
  'walletConnect.scanWallet': 'Scan this QR code with {wallet}',
  'walletConnect.openNote': 'Continue in {wallet}',
  'walletConnect.open': 'Open {wallet}',
  'walletConnect.preparing': 'Preparing the QR code',
  'walletConnect.approving': 'Approved in your wallet, connecting',
  'walletConnect.unavailable': 'WalletConnect is not set up for this app',
  'walletConnect.rejected': 'Connection declined',
  'walletConnect.rejectedNote': 'The wallet declined the connection.',
  'walletConnect.relayError': 'Could not reach the relay',
  'walletConnect.relayErrorNote': 'Check your connection and try again.',
  'walletConnect.failed': 'Connection failed',
  'walletConnect.failedNote': 'Something went wrong while connecting.',
} as const
