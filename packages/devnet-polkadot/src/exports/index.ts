export {
  DEVNET_POLKADOT_ACCOUNT_BALANCE,
  DEVNET_POLKADOT_SS58_PREFIX,
  type DevnetPolkadotAccount,
  devnetPolkadotAccountNames,
  devnetPolkadotAccounts,
} from '../devnetPolkadotAccounts.js'
export type { PolkadotDevnetInfo } from '../PolkadotDevnetInfo.js'
export {
  POLKADOT_DEFAULT_PORT,
  type RunningPolkadotDevnet,
  type StartPolkadotDevnetOptions,
  startPolkadotDevnet,
} from '../startPolkadotDevnet.js'
