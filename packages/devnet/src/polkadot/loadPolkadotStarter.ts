import type { PolkadotDevnetInfo } from '@portico/devnet-polkadot'
import { ChainStartError } from '../errors/ChainStartError.js'
import type { RunningNamespace, StartNamespaceOptions } from '../namespaces/RunningNamespace.js'

/**
 * Loads the Polkadot starter from the optional `@portico/devnet-polkadot` package (chopsticks is a heavy
 * install, so EVM-only users never need it).
 */
export async function loadPolkadotStarter(): Promise<
  (options: StartNamespaceOptions) => Promise<RunningNamespace<PolkadotDevnetInfo>>
> {
  try {
    return (await import('@portico/devnet-polkadot')).startPolkadotDevnet
  } catch (cause) {
    throw new ChainStartError({
      chain: 'polkadot',
      reason: 'install @portico/devnet-polkadot to run the Polkadot chain',
      cause,
    })
  }
}
