import { walletConnect } from '@portico/walletconnect'
import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

/**
 * WalletConnect against the lab's Portico Cloud relay (the default relayUrl: cloudUrl with ws and /relay): the
 * Connect list starts with the WalletConnect row and its QR code pairs a phone-like wallet
 * (in tests, @portico/testing's WalletConnect test wallet). The local chains stay non-test (`testnets: false`),
 * so the balance shown is the cloud's and a send through the session changes it.
 */
export const walletConnectConfig: LabConfig = {
  name: 'walletconnect',
  title: 'WalletConnect',
  description:
    "Project portico-lab with walletConnect() on the lab cloud's relay: choose WalletConnect, scan (or paste) the pairing URI in a WalletConnect wallet, and the account connects; a reload resumes the session.",
  options: { themeMode: 'dark', plugins: [walletConnect()] },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
}

/**
 * The same with a 40 s pairing lifetime (expired 10 s before its end), so a test sees the QR refresh and still has
 * 30 s to pair with the fresh one on a loaded machine (reading a QR from the page took 6-8 s at load 40).
 */
export const walletConnectShortPairing: LabConfig = {
  ...walletConnectConfig,
  name: 'walletconnect-short-pairing',
  title: 'WalletConnect, short pairing',
  description:
    'As walletconnect, with a pairing lifetime of 40 s instead of 4 minutes: the QR code counts as expired after 30 s and a fresh one replaces it.',
  options: { themeMode: 'dark', plugins: [walletConnect({ pairingLifetimeMs: 40_000 })] },
}

/** EVM and Solana (both adapters, the local chains) with walletConnect(): one session spans both namespaces. */
export const walletConnectEvmSolana: LabConfig = {
  ...walletConnectConfig,
  name: 'walletconnect-evm-solana',
  title: 'WalletConnect, EVM and Solana',
  description:
    'As walletconnect, with the local Solana chain and the Solana adapter beside the EVM ones: a wallet approving both namespaces connects both through one session, and the network list moves between them without a prompt.',
  options: { themeMode: 'dark', defaultNamespace: 'eip155', plugins: [walletConnect()] },
  solana: true,
}

/** As walletconnect, with an app-given wallet that has no extension, only a `mobile_link` (the mobile deep link). */
export const walletConnectMobile: LabConfig = {
  ...walletConnectConfig,
  name: 'walletconnect-mobile',
  title: 'WalletConnect, mobile deep link',
  description:
    'As walletconnect, with Lab Phone (a customWallets listing with a mobile_link and no extension): on a phone-sized touch screen, choosing it opens its wc?uri= deep link instead of the QR code.',
  options: {
    themeMode: 'dark',
    plugins: [walletConnect()],
    customWallets: [{ id: 'lab-phone', name: 'Lab Phone', mobile_link: 'labphone://' }],
  },
}

/**
 * WalletConnect as the app's only way to connect (`adapters: []`): opening the modal shows
 * ConnectingWalletConnectBasic, the pairing QR code alone, on a desktop (AllWallets on a phone).
 */
export const walletConnectBasic: LabConfig = {
  ...walletConnectConfig,
  name: 'walletconnect-basic',
  title: 'WalletConnect only, no adapters (ConnectingWalletConnectBasic)',
  description:
    "adapters: [] with walletConnect() on the lab cloud's relay: Connect opens straight on the QR code (no wallet list, no Copy link); scan it with a WalletConnect wallet and the account connects. On a phone-sized touch screen AllWallets opens instead.",
  noAdapters: true,
}

/**
 * WalletConnect beside the registry's wallets: the local chains flagged as testnets, so the lab cloud's registry
 * lists its catalogue wallets in Connect and AllWallets next to the WalletConnect row.
 */
export const walletConnectRegistry: LabConfig = {
  ...walletConnectConfig,
  name: 'walletconnect-registry',
  title: 'WalletConnect with the registry wallets',
  description:
    "walletConnect() on the lab cloud, whose registry lists its wallets: Connect shows WalletConnect, the installed test wallet and the registry's wallets; a registry wallet without an extension pairs through WalletConnect, and 'All wallets' lists and searches them all.",
  cloud: { projectId: 'portico-lab' },
}

/**
 * WalletConnect on the lab cloud's relay alone (`walletConnect({ relayUrl })`, no `cloudUrl`) with a project id the
 * cloud does not know: no cloud request says 'Invalid Project ID' first, the relay's close of the socket does.
 */
export const walletConnectRelayBadProject: LabConfig = {
  name: 'walletconnect-relay-bad-project',
  title: 'WalletConnect on the relay alone, unknown project id',
  description:
    "walletConnect({ relayUrl }) on the lab cloud's relay, no cloudUrl, project id portico-lab-unknown: nothing checks the project before WalletConnect is chosen; then the relay closes its socket (4403) and the modal shows 'Invalid Project ID'.",
  options: { themeMode: 'dark' },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  relayOnly: { projectId: 'portico-lab-unknown' },
}
