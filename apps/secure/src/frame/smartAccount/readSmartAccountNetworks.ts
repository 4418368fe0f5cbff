import { z } from 'zod/mini'
import type { DelegationContracts } from '../../rpc/grants/DelegationContracts.js'
import type { SmartAccountNetworks } from './SmartAccountNetworks.js'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const delegationSchema = z.object({
  delegationManager: address,
  eip7702StatelessDeleGator: address,
  enforcers: z.object({
    nativeTokenPeriodTransfer: address,
    nativeTokenTransferAmount: address,
    erc20PeriodTransfer: address,
    erc20TransferAmount: address,
    timestamp: address,
    exactCalldata: address,
    valueLte: address,
  }),
})

const EIP155 = /^eip155:[1-9][0-9]{0,18}$/

/**
 * The project's smart-account networks as the cloud lists them (`GET /v1/smart-accounts`), each with the cloud's own
 * bundler endpoint (`/v1/bundler?chainId=&projectId=`) and, where the project's policy sponsors them, its paymaster
 * endpoint (`/v1/paymaster`). The URLs are built here on `cloudUrl`, never taken from the answer or the embedding page,
 * so no page can send the wallet's operations to a bundler of its own. A cloud that does not answer: no network (the
 * EOA everywhere). Where the cloud names a network's Delegation Framework (its addresses, checked), the frame signs
 * ERC-7715 grants against it.
 */
export async function readSmartAccountNetworks(
  cloudUrl: string,
  projectId: string,
): Promise<SmartAccountNetworks> {
  const base = new URL(cloudUrl.endsWith('/') ? cloudUrl : `${cloudUrl}/`)
  const listed = new URL('v1/smart-accounts', base)
  listed.searchParams.set('projectId', projectId)
  const answer = await fetch(listed)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined)
  const networks = (answer as { networks?: unknown } | undefined)?.networks
  if (!Array.isArray(networks)) return {}
  const endpoint = (kind: 'bundler' | 'paymaster', chainId: string) => {
    const url = new URL(`v1/${kind}`, base)
    url.searchParams.set('chainId', chainId)
    url.searchParams.set('projectId', projectId)
    return url.toString()
  }
  const result: Record<
    `eip155:${number}`,
    { bundlerUrl: string; paymasterUrl?: string; delegation?: DelegationContracts }
  > = {}
  for (const network of networks as { chainId?: unknown; sponsored?: unknown; delegation?: unknown }[]) {
    const chainId = network?.chainId
    if (typeof chainId !== 'string' || !EIP155.test(chainId)) continue
    const delegation = delegationSchema.safeParse(network.delegation)
    result[chainId as `eip155:${number}`] = {
      bundlerUrl: endpoint('bundler', chainId),
      ...(network.sponsored === true ? { paymasterUrl: endpoint('paymaster', chainId) } : {}),
      ...(delegation.success ? { delegation: delegation.data as DelegationContracts } : {}),
    }
  }
  return result
}
