import type { EvmDevnetInfo } from '../evm/EvmDevnetInfo.js'
import type { SolanaDevnetInfo } from '../solana/SolanaDevnetInfo.js'
import type { OnrampSandboxProviderId } from './onrampSandboxProviders.js'
import { onrampSandboxProviders } from './onrampSandboxProviders.js'
import { fundOnrampTreasury, onrampTreasury } from './onrampTreasury.js'
import { type OnrampSandbox, startOnrampSandbox } from './startOnrampSandbox.js'

/**
 * The sandboxes `pnpm devnet` and `pnpm lab` start, by the cloud's provider name, with the settings the cloud uses
 * for them in development. The secrets are public: never use them for anything real.
 */
export const LOCAL_ONRAMP_SANDBOXES = {
  meld: {
    provider: 'mellow',
    apiKey: 'portico-local-meld',
    urlSigningSecret: 'portico-local-meld-url-secret',
    webhookSecret: 'portico-local-meld-webhook-secret',
    /** The devnet account (EVM and Solana) it pays from: #9, the deployer's. */
    treasuryIndex: 9,
  },
  coinbase: {
    provider: 'coinbarn',
    apiKey: 'portico-local-coinbase',
    urlSigningSecret: 'portico-local-coinbase-url-secret',
    webhookSecret: 'portico-local-coinbase-webhook-secret',
    /**
     * Account 11 of the devnet's keys, its own: past the ten dev accounts (whose #8 the WalletConnect test phone and
     * the names lab use) and the exchange sandbox's hot wallet (10), funded when the sandboxes start.
     */
    treasuryIndex: 11,
  },
} as const satisfies Record<
  string,
  {
    provider: OnrampSandboxProviderId
    apiKey: string
    urlSigningSecret: string
    webhookSecret: string
    treasuryIndex: number
  }
>

export type LocalOnrampSandboxes = {
  /** The cloud's provider name → the sandbox's URL. */
  readonly urls: Record<keyof typeof LOCAL_ONRAMP_SANDBOXES, string>
  readonly sandboxes: readonly OnrampSandbox[]
  stop(): Promise<void>
}

/**
 * Starts both sandboxes over the devnet's first EVM chain and its Solana node (a treasury past the ten dev accounts
 * funded first: fundOnrampTreasury), sending their webhooks to the cloud at `cloudUrl`
 * (`/v1/onramp/webhooks/<provider>`), on their documented ports (4430, 4431) or free ones.
 * @example const onramp = await startLocalOnrampSandboxes({ evm: devnet.eip155, solana: devnet.solana, cloudUrl })
 */
export async function startLocalOnrampSandboxes({
  evm,
  solana,
  cloudUrl,
  ports = 'default',
  pendingMs,
}: {
  evm: EvmDevnetInfo
  solana: SolanaDevnetInfo
  cloudUrl: string
  ports?: 'default' | 'ephemeral'
  /** How long the pending test card stays pending (the sandbox's 5 s by default); a test may settle it earlier. */
  pendingMs?: number | undefined
}): Promise<LocalOnrampSandboxes> {
  const [chain] = evm.chains
  const entries = Object.entries(LOCAL_ONRAMP_SANDBOXES) as [
    keyof typeof LOCAL_ONRAMP_SANDBOXES,
    (typeof LOCAL_ONRAMP_SANDBOXES)[keyof typeof LOCAL_ONRAMP_SANDBOXES],
  ][]
  const started = await Promise.allSettled(
    entries.map(async ([name, local]) => {
      const treasury = onrampTreasury(local.treasuryIndex)
      await fundOnrampTreasury(treasury, { evmRpcUrl: chain?.rpcUrl, solanaRpcUrl: solana.rpcUrl })
      return startOnrampSandbox({
        provider: local.provider,
        port: ports === 'default' ? onrampSandboxProviders[local.provider].defaultPort : 0,
        apiKey: local.apiKey,
        urlSigningSecret: local.urlSigningSecret,
        webhook: { url: `${cloudUrl}/v1/onramp/webhooks/${name}`, secret: local.webhookSecret },
        evm: chain
          ? { rpcUrl: chain.rpcUrl, chainId: chain.chainId, privateKey: treasury.evm.privateKey }
          : undefined,
        solana: {
          rpcUrl: solana.rpcUrl,
          genesisHash: solana.genesisHash,
          secretKey: treasury.solana.secretKey,
        },
        pendingMs,
      })
    }),
  )
  const sandboxes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all(sandboxes.map((sandbox) => sandbox.stop()))
    throw failed.reason
  }
  const [meld, coinbase] = sandboxes
  return {
    urls: { meld: meld?.url ?? '', coinbase: coinbase?.url ?? '' },
    sandboxes,
    stop: () => Promise.all(sandboxes.map((sandbox) => sandbox.stop())).then(() => undefined),
  }
}
