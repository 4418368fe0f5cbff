import { randomBytes } from 'node:crypto'
import type { Address } from 'viem'
import { close } from '../json/listen.js'
import { startSandboxServer } from '../sandbox/startSandboxServer.js'
import { devnetSolanaToken } from '../solana/devnetSolanaToken.js'
import type { ExchangeSandboxAsset, ExchangeSandboxContext } from './ExchangeSandboxContext.js'
import type { ExchangeSandboxPayment } from './ExchangeSandboxPayment.js'
import { exchangeHotWallet, fundExchangeHotWallet } from './exchangeHotWallet.js'
import { exchangeSandboxApi } from './exchangeSandboxApi.js'
import { exchangeSolanaHotWallet, fundExchangeSolanaHotWallet } from './exchangeSolanaHotWallet.js'
import { handleExchangePage } from './handleExchangePage.js'
import { exchangeSolanaTransferSender } from './sendExchangeSolanaTransfer.js'
import { type ExchangeChain, exchangeTransferSender } from './sendExchangeTransfer.js'

const devnetSolanaTokenAsset = {
  asset: devnetSolanaToken.mint,
  symbol: devnetSolanaToken.symbol,
  decimals: devnetSolanaToken.decimals,
}

export interface StartExchangeSandboxParameters {
  /** 0 (default) picks a free port. */
  readonly port?: number | undefined
  /** What the cloud sends as `authorization: Bearer <apiKey>` on the API. */
  readonly apiKey: string
  /** The secret the cloud signs payment URLs with. */
  readonly urlSigningSecret: string
  /** The local anvil chain it pays on; its hot wallet is funded there at start. */
  readonly evm: ExchangeChain
  /** The tokens it pays with besides the native coin (StandardToken deployments, e.g. the devnet's USDC). */
  readonly tokens: readonly {
    readonly address: Address
    readonly symbol: string
    readonly decimals: number
  }[]
  /**
   * The local Solana node it also pays on (`genesisHash` names the network), SOL and the devnet's SPL USDC; its Solana
   * hot wallet is funded there at start.
   */
  readonly solana?: { readonly rpcUrl: string; readonly genesisHash: string } | undefined
  /** The name its page shows (default `Binnacle`). */
  readonly name?: string | undefined
}

export interface ExchangeSandbox {
  /** `http://127.0.0.1:<port>`: the API under `/api`, the payment page at `/pay`. */
  readonly url: string
  /** The hot wallet's address, which every payment on EVM comes from. */
  readonly hotWallet: Address
  /** The Solana hot wallet's address (base58), which every payment on Solana comes from; undefined without Solana. */
  readonly solanaHotWallet: string | undefined
  /** Every payment so far. */
  payments(): ExchangeSandboxPayment[]
  stop(): Promise<void>
}

/**
 * A local exchange on its own origin, standing in for one a visitor pays from: a page opened from a URL the cloud
 * signed where a test user logs in and confirms, a transfer of ETH or a token from the exchange's own hot wallet on
 * the local EVM chain (and of SOL or the devnet's SPL USDC on the local Solana node, when given one), and a status API
 * (pending, success, failed) behind an API key.
 * @example const exchange = await startExchangeSandbox({ apiKey, urlSigningSecret, evm, tokens: [usdc] })
 */
export async function startExchangeSandbox(
  parameters: StartExchangeSandboxParameters,
): Promise<ExchangeSandbox> {
  const { solana } = parameters
  await fundExchangeHotWallet(parameters.evm.rpcUrl, parameters.tokens)
  if (solana) await fundExchangeSolanaHotWallet(solana.rpcUrl)
  const evmNetwork = `eip155:${parameters.evm.chainId}`
  const solanaNetwork = solana ? `solana:${solana.genesisHash.slice(0, 32)}` : undefined
  const assets: ExchangeSandboxAsset[] = [
    { network: evmNetwork, asset: 'native', symbol: 'ETH', decimals: 18 },
    ...parameters.tokens.map(({ address, symbol, decimals }) => ({
      network: evmNetwork,
      asset: address,
      symbol,
      decimals,
    })),
    ...(solanaNetwork
      ? [
          { network: solanaNetwork, asset: 'native', symbol: 'SOL', decimals: 9 },
          { network: solanaNetwork, ...devnetSolanaTokenAsset },
        ]
      : []),
  ]
  const sendOnEvm = exchangeTransferSender(parameters.evm)
  const sendOnSolana = solana ? exchangeSolanaTransferSender(solana.rpcUrl) : undefined
  const work = new Set<Promise<unknown>>()
  const context: ExchangeSandboxContext = {
    name: parameters.name ?? 'Binnacle',
    assets,
    urlSigningSecret: parameters.urlSigningSecret,
    sessionSecret: randomBytes(32).toString('hex'),
    payments: new Map(),
    send: (network, asset, recipient, amount) =>
      network === solanaNetwork && sendOnSolana
        ? sendOnSolana(asset, recipient, amount)
        : sendOnEvm(asset, recipient as Address, amount),
    track(task) {
      work.add(task)
      task.finally(() => work.delete(task)).catch(() => undefined)
    },
    newPaymentId: () => `xpay_${randomBytes(10).toString('hex')}`,
  }
  const api = exchangeSandboxApi(context)
  const { server, url } = await startSandboxServer({
    pagePath: '/pay',
    page: (request, response, pageUrl) => handleExchangePage(context, request, response, pageUrl),
    api,
    apiKey: parameters.apiKey,
    port: parameters.port,
  })
  return {
    url,
    hotWallet: exchangeHotWallet.address,
    solanaHotWallet: solana ? exchangeSolanaHotWallet.address : undefined,
    payments: () => [...context.payments.values()].map((payment) => ({ ...payment })),
    async stop() {
      await close(server)
      await Promise.allSettled([...work])
    },
  }
}
