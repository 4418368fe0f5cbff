import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const emailLogin: LabConfig = {
  name: 'email-login',
  title: 'E-mail login (embedded wallet)',
  description:
    "Project portico-lab on the lab's cloud with the embedded wallet: the Connect view's e-mail field, the code from the lab's inbox, keys in the secure site's frame; EVM and Solana; one announced test wallet beside it.",
  options: { themeMode: 'dark', defaultNamespace: 'eip155', features: { email: true } },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
  solana: true,
  embeddedWallet: true,
  // The app names the local chains' coin as a chain whose coin is not ether would: the frame's screens show its symbol.
  evmNativeCurrency: { name: 'Local Ether', symbol: 'LETH' },
}
