import type { Hex } from 'viem'
import { ChainStartError } from '../../errors/ChainStartError.js'
import type { DevnetEvmChain } from '../defineDevnetEvmChain.js'
import { devnetSafeContracts } from './devnetSafeContracts.js'
import { devnetSmartAccountContracts } from './devnetSmartAccountContracts.js'

async function call(chain: DevnetEvmChain, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result, error } = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (error)
    throw new ChainStartError({ chain: chain.name, reason: `${method} failed`, details: error.message })
  return result
}

/**
 * Puts the Safe singleton factory on a fresh anvil chain: the deterministic deployer's code (the same CREATE2 proxy,
 * read from the chain) at the factory's address. Public chains have it from a pre-signed transaction per chain id;
 * the devnet's chain ids have none, and anvil lets the devnet set the code directly.
 */
export async function installSafeSingletonFactory(chain: DevnetEvmChain): Promise<void> {
  const code = (await call(chain, 'eth_getCode', [
    devnetSmartAccountContracts.deterministicDeployer,
    'latest',
  ])) as Hex
  if (!code || code === '0x')
    throw new ChainStartError({ chain: chain.name, reason: 'anvil has no deterministic deployer' })
  await call(chain, 'anvil_setCode', [devnetSafeContracts.singletonFactory, code])
}
