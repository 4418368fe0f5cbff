// Wallet and image ids are part of the cloud's contract with the widget (the getWallets filters).
export { isWalletId, walletIdSchema } from '@portico/cloud-contract'
