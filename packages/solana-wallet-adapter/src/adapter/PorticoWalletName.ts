import type { WalletName } from '@solana/wallet-adapter-base'

/** The name `PorticoWalletAdapter` has in wallet-adapter's wallet list (`useWallet().select(PorticoWalletName)`). */
export const PorticoWalletName = 'Portico' as WalletName<'Portico'>
