import { receiveFeature } from '@portico/receive'
import { swaps } from '@portico/swaps'
import { walletConnect } from '@portico/walletconnect'
import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const swapsConfig: LabConfig = {
  name: 'swaps',
  title: 'Swaps',
  description:
    "Project portico-lab on the lab's Portico Cloud, whose swap service quotes over the devnet's Uniswap v2 pools (ETH, USDC, USDT, PTK, DTT): the Account view's Swap entry (before Receive and Send) swaps by hand, with an approval first when the token needs one.",
  options: { themeMode: 'dark', plugins: [swaps(), receiveFeature] },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
  send: true,
}

/**
 * Swaps with walletConnect() on the lab cloud's relay: a phone-like WalletConnect wallet (in tests, @portico/testing's
 * WalletConnect test wallet) approves the allowance and the swap on its own screen.
 */
export const swapsWalletConnect: LabConfig = {
  ...swapsConfig,
  name: 'swaps-walletconnect',
  title: 'Swaps through WalletConnect',
  description:
    "As swaps, with walletConnect() on the lab cloud's relay: pair a WalletConnect wallet from the QR code, then swap; the wallet asks for the approval and the swap.",
  options: { themeMode: 'dark', plugins: [swaps(), walletConnect()] },
}

/**
 * Swaps from the embedded wallet (e-mail login): the secure site's frame reviews the approval and the swap, decoded
 * from the router's call data itself.
 */
export const swapsEmbedded: LabConfig = {
  ...swapsConfig,
  name: 'swaps-embedded',
  title: 'Swaps from the embedded wallet',
  description:
    "As swaps, logged in by e-mail (the code from the lab's inbox): the secure site's frame shows what it decoded from the router's call ('Swap 0.1 ETH for at least … USDC', the route, the recipient) and the approval's spender, then signs. A fresh wallet holds nothing: send it some ETH first (from another configuration's test wallet).",
  options: { themeMode: 'dark', defaultNamespace: 'eip155', features: { email: true }, plugins: [swaps()] },
  embeddedWallet: true,
}
