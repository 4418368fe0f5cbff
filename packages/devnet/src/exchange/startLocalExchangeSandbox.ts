import { DevnetError } from '../errors/DevnetError.js'
import { devnetEvmContracts } from '../evm/devnetEvmContracts.js'
import type { EvmDevnetInfo } from '../evm/EvmDevnetInfo.js'
import type { SolanaDevnetInfo } from '../solana/SolanaDevnetInfo.js'
import { type ExchangeSandbox, startExchangeSandbox } from './startExchangeSandbox.js'

/**
 * The exchange sandbox `pnpm devnet` and `pnpm lab` start, with the settings the cloud uses for it in development
 * (its exchange `binance`). The secrets are public: never use them for anything real.
 */
export const LOCAL_EXCHANGE_SANDBOX = {
  exchange: 'binance',
  apiKey: 'portico-local-exchange',
  urlSigningSecret: 'portico-local-exchange-url-secret',
  defaultPort: 4432,
} as const

/**
 * Starts the exchange sandbox over the devnet's first EVM chain, paying ETH and the devnet's USDC (and, with the
 * devnet's Solana node, SOL and its SPL USDC), on its documented port (4432) or a free one.
 * @example const exchange = await startLocalExchangeSandbox({ evm: devnet.eip155, solana: devnet.solana })
 */
export async function startLocalExchangeSandbox({
  evm,
  solana,
  ports = 'default',
}: {
  evm: EvmDevnetInfo
  solana?: SolanaDevnetInfo | undefined
  ports?: 'default' | 'ephemeral'
}): Promise<ExchangeSandbox> {
  const [chain] = evm.chains
  if (!chain)
    throw new DevnetError({
      code: 'DEVNET_EXCHANGE_NO_CHAIN',
      shortMessage: 'The devnet has no EVM chain for the exchange sandbox.',
    })
  const { usdc } = devnetEvmContracts
  return startExchangeSandbox({
    port: ports === 'default' ? LOCAL_EXCHANGE_SANDBOX.defaultPort : 0,
    apiKey: LOCAL_EXCHANGE_SANDBOX.apiKey,
    urlSigningSecret: LOCAL_EXCHANGE_SANDBOX.urlSigningSecret,
    evm: { rpcUrl: chain.rpcUrl, chainId: chain.chainId },
    tokens: [{ address: usdc.address, symbol: usdc.symbol, decimals: usdc.decimals }],
    solana: solana ? { rpcUrl: solana.rpcUrl, genesisHash: solana.genesisHash } : undefined,
  })
}
