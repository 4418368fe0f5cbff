import { describeBitcoinDevnet } from '../bitcoin/describeBitcoinDevnet.js'
import { describeCosmosDevnet } from '../cosmos/describeCosmosDevnet.js'
import { describeEvmDevnet } from '../evm/describeEvmDevnet.js'
import { describePolkadotDevnet } from '../polkadot/describePolkadotDevnet.js'
import { describeSolanaDevnet } from '../solana/describeSolanaDevnet.js'
import type { DevnetInfoByNamespace } from './DevnetInfoByNamespace.js'
import type { DevnetNamespace } from './devnetNamespaces.js'

/** The CLI's printout for each namespace. */
export const describeNamespace: { [N in DevnetNamespace]: (info: DevnetInfoByNamespace[N]) => string[] } = {
  eip155: describeEvmDevnet,
  solana: describeSolanaDevnet,
  bip122: describeBitcoinDevnet,
  polkadot: describePolkadotDevnet,
  cosmos: describeCosmosDevnet,
}
