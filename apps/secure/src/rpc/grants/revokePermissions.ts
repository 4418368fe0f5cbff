import { encodeFunctionData, type Hex, isHex } from 'viem'
import type { EvmRpc } from '../evm/createEvmRpc.js'
import type { EvmRequestContext } from '../evm/EvmRequestContext.js'
import { formatNativeFee } from '../evm/formatNativeFee.js'
import { FrameRpcError } from '../FrameRpcError.js'
import { checkDelegationNetwork } from './checkDelegationNetwork.js'
import { type Delegation, decodeDelegations, disableDelegationAbi } from './delegation.js'
import type { GrantsContext } from './GrantsContext.js'
import { fillOwnTransaction, sendAndWait, signOwnTransaction } from './sendOwnTransaction.js'

const invalid = (what: string) =>
  new FrameRpcError(`wallet_revokePermissions: permissionsContext: ${what}`, 'invalid_params')

/**
 * `wallet_revokePermissions` ({ permissionsContext }): a grant this wallet signed is disabled on chain by a
 * transaction the EOA sends itself (`disableDelegation` through its EIP7702StatelessDeleGator code), after the
 * visitor approves its review; answers once it landed, and marks the kept grant revoked.
 */
export async function revokePermissions(
  context: EvmRequestContext,
  grants: GrantsContext,
  rpc: EvmRpc,
  raw: unknown,
): Promise<null> {
  const { chainId, t } = context
  const permissionsContext = (raw as { permissionsContext?: unknown } | undefined)?.permissionsContext
  if (typeof permissionsContext !== 'string' || !isHex(permissionsContext)) throw invalid('Expected hex')
  let delegation: Delegation | undefined
  try {
    delegation = decodeDelegations(permissionsContext)[0]
  } catch {
    throw invalid('not an encoded delegation')
  }
  const from = await context.address()
  if (!delegation || delegation.delegator.toLowerCase() !== from.toLowerCase())
    throw invalid('not a grant of this wallet')
  await checkDelegationNetwork(rpc, chainId, grants.contracts)
  const data = encodeFunctionData({
    abi: disableDelegationAbi,
    functionName: 'disableDelegation',
    args: [delegation],
  })
  const filled = await fillOwnTransaction(rpc, { from, chainId, data })
  const rows = [
    { key: 'app', label: t('frame.row.app'), value: grants.origin },
    { key: 'grantee', label: t('frame.row.grantee'), value: delegation.delegate },
    { key: 'network', label: t('frame.row.network'), value: `eip155:${chainId}` },
    {
      key: 'revocation',
      label: t('frame.row.revocation'),
      value: t('frame.value.revocation', { fee: formatNativeFee(filled.maxFee, context.nativeCurrency) }),
    },
  ]
  const signed = await context.approve(
    { title: t('frame.title.revokePermission'), sections: [{ rows }] },
    (keys) => signOwnTransaction(keys, filled),
  )
  await sendAndWait(rpc, signed)
  grants.records(from).revoked(permissionsContext as Hex)
  return null
}
