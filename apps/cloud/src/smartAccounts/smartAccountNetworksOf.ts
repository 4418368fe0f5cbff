import type { Project } from '../projects/Project.js'
import type { SmartAccountsResolver } from './createSmartAccountsResolver.js'
import type { DelegationContractsConfig } from './SmartAccountsConfig.js'

/** `GET /v1/smart-accounts`: each chain where the project's wallets have a smart account. */
export type SmartAccountNetworksAnswer = {
  /**
   * A CAIP-2 chain id with a bundler; `sponsored` when the paymaster pays its operations' gas under the policy;
   * `delegation`, the Delegation Framework's addresses where the chain has one (ERC-7715 grants).
   */
  networks: { chainId: string; sponsored: boolean; delegation?: DelegationContractsConfig }[]
}

/**
 * The project's smart-account networks: every chain the cloud has a bundler for, sponsored where the project's
 * sponsorship policy is on and the paymaster serves that chain; none where the project switched smart accounts off. The endpoints' URLs are not in the answer: the
 * frame builds them on the cloud it was configured with.
 */
export async function smartAccountNetworksOf(
  project: Pick<Project, 'sponsorship' | 'smartAccountsEnabled'>,
  resolver: SmartAccountsResolver,
): Promise<SmartAccountNetworksAnswer> {
  if (!project.smartAccountsEnabled) return { networks: [] }
  const chains = await resolver.chains()
  const networks = await Promise.all(
    chains.map(async (chainId) => {
      const delegation = await resolver.delegation(chainId)
      return {
        chainId,
        sponsored: project.sponsorship.enabled && (await resolver.paymaster(chainId)) !== undefined,
        ...(delegation ? { delegation } : {}),
      }
    }),
  )
  return { networks }
}
