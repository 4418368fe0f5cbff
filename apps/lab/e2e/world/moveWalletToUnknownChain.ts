import type { TestWalletDriver } from '@portico/testing/playwright'
import type { LabDevnet } from '../../src/devnet/LabDevnet.js'

/**
 * Moves the wallet, from its own side, to a chain the app does not list: mainnet's id, served by the local chain
 * (no public RPC is called).
 */
export async function moveWalletToUnknownChain(wallet: TestWalletDriver, devnet: LabDevnet): Promise<void> {
  await wallet.addChain({ chainId: 1, name: 'Ethereum', rpcUrl: devnet.chains[0]!.rpcUrl })
  await wallet.switchChain(1)
}
