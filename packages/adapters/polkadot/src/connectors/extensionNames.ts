/** Display names of the well-known extensions, by their `injectedWeb3` key. */
export const extensionNames: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  polkagate: 'PolkaGate',
  nova: 'Nova Wallet',
}
