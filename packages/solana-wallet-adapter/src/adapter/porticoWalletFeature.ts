import { PorticoError } from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/**
 * A feature of the Wallet Standard wallet Portico is connected to, with the account Portico shows (the wallet's
 * first when none matches). A wallet without the feature is answered with an error that names it.
 */
export function porticoWalletFeature<Features>(
  wallet: Wallet,
  address: string,
  name: keyof Features & string,
): { feature: Features[keyof Features & string]; account: WalletAccount } {
  const feature = (wallet.features as Partial<Features>)[name]
  if (!feature) throw new PorticoError(`${wallet.name} cannot ${name.replace(/^solana:/, '')}`)
  const account = wallet.accounts.find((candidate) => candidate.address === address) ?? wallet.accounts[0]
  if (!account) throw new PorticoError(`${wallet.name} shows no account`)
  return { feature, account }
}
