import type { Hex } from 'viem'
import type { EvmRpc } from '../evm/createEvmRpc.js'
import { FrameRpcError } from '../FrameRpcError.js'
import type { DelegationContracts } from './DelegationContracts.js'

/**
 * The network's Delegation Framework, after checking that the frame knows it for this network and that its
 * DelegationManager and EIP7702StatelessDeleGator have code there; otherwise an `unsupported_chain_id` error, before
 * anything is shown or signed.
 */
export async function checkDelegationNetwork(
  rpc: EvmRpc,
  chainId: number,
  contracts: DelegationContracts | undefined,
): Promise<DelegationContracts> {
  const refuse = () =>
    new FrameRpcError(
      `eip155:${chainId} has no delegation contracts: permissions cannot be granted or revoked there`,
      'unsupported_chain_id',
    )
  if (!contracts) throw refuse()
  const codes = await Promise.all(
    [contracts.delegationManager, contracts.eip7702StatelessDeleGator].map((address) =>
      rpc.call<Hex>('eth_getCode', [address, 'latest']),
    ),
  )
  if (codes.some((code) => !code || code === '0x')) throw refuse()
  return contracts
}
