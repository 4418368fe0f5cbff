import { chainSpec } from '@substrate/connect-known-chains/rococo_v2_2_asset_hub'
import {
  DEVNET_POLKADOT_ACCOUNT_BALANCE,
  DEVNET_POLKADOT_SS58_PREFIX,
  devnetPolkadotAccounts,
} from './devnetPolkadotAccounts.js'
import type { PolkadotDevnetInfo } from './PolkadotDevnetInfo.js'

/** Default WebSocket port, as chopsticks'. */
export const POLKADOT_DEFAULT_PORT = 8000

export type StartPolkadotDevnetOptions = { ports: 'default' | 'ephemeral' }
export type RunningPolkadotDevnet = { info: PolkadotDevnetInfo; stop(): Promise<void> }

/**
 * Starts chopsticks from the full raw genesis of Asset Hub (Rococo) that `@substrate/connect-known-chains`
 * ships, so nothing is fetched: a real runtime (statemine, AURA) with real sr25519 signatures, a block
 * built for every transaction, and the dev accounts funded.
 */
export async function startPolkadotDevnet({
  ports,
}: StartPolkadotDevnetOptions): Promise<RunningPolkadotDevnet> {
  // chopsticks reads its log level when its modules load: quiet unless the developer asks for more.
  process.env.LOG_LEVEL ??= 'error'
  const { BuildBlockMode, setupWithServer } = await import('@acala-network/chopsticks')
  const accounts = await devnetPolkadotAccounts()
  const context = await setupWithServer({
    genesis: JSON.parse(chainSpec),
    host: '127.0.0.1',
    port: ports === 'ephemeral' ? 0 : POLKADOT_DEFAULT_PORT,
    'build-block-mode': BuildBlockMode.Instant,
    'import-storage': {
      System: {
        Account: accounts.map((account) => [
          [account.address],
          { providers: 1, data: { free: DEVNET_POLKADOT_ACCOUNT_BALANCE.toString() } },
        ]),
      },
    },
  } as Parameters<typeof setupWithServer>[0])
  try {
    const { chain } = context
    const properties = await chain.api.chainProperties
    return {
      info: {
        wsUrl: `ws://${context.addr}`,
        chainName: await chain.api.getSystemChain(),
        genesisHash: await chain.api.getBlockHash(0).then((hash) => hash ?? ''),
        ss58Prefix: properties.ss58Format ?? DEVNET_POLKADOT_SS58_PREFIX,
        tokenDecimals: [properties.tokenDecimals ?? 12].flat()[0] ?? 12,
        tokenSymbol: [properties.tokenSymbol ?? 'ROC'].flat()[0] ?? 'ROC',
        accounts,
      },
      stop: () => context.close(),
    }
  } catch (error) {
    await context.close()
    throw error
  }
}
