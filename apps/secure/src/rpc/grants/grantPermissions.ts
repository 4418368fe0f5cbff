import { concat, type Hex, numberToHex, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { EvmRpc } from '../evm/createEvmRpc.js'
import type { EvmRequestContext } from '../evm/EvmRequestContext.js'
import { formatNativeFee } from '../evm/formatNativeFee.js'
import { readTokenInfo } from '../evm/readTokenInfo.js'
import { FrameRpcError } from '../FrameRpcError.js'
import { checkDelegationNetwork } from './checkDelegationNetwork.js'
import { type Delegation, delegationTypedData, encodeDelegations, ROOT_AUTHORITY } from './delegation.js'
import { describeGrant } from './describeGrant.js'
import type { GrantsContext } from './GrantsContext.js'
import { permissionCaveats } from './permissionCaveats.js'
import { readPermissionRequest } from './readPermissionRequest.js'
import { fillOwnTransaction, sendAndWait, signOwnTransaction } from './sendOwnTransaction.js'

/**
 * `wallet_grantPermissions` (ERC-7715) for the wallet's EOA: checks the request, the network's Delegation Framework
 * and the token; shows the review (the app, who gets the permission, the amount per period with the token's symbol
 * and decimals, the expiry, the network, and the EIP-7702 upgrade this account pays for when its code is not yet the
 * EIP7702StatelessDeleGator); once approved, sends the upgrade (and waits for it) and signs the delegation (EIP-712,
 * DelegationManager domain) to the signer's address, bounded by permissionCaveats. Answers the ERC-7715 grant and
 * keeps it in the frame's storage.
 */
export async function grantPermissions(
  context: EvmRequestContext,
  grants: GrantsContext,
  rpc: EvmRpc,
  raw: unknown,
): Promise<unknown> {
  const { chainId, t } = context
  const request = readPermissionRequest(raw)
  if (request.chainId !== chainId)
    throw new FrameRpcError(`The request is for chain ${request.chainId}, not ${chainId}`, 'wrong_chain')
  const from = await context.address()
  if (request.address && request.address.toLowerCase() !== from.toLowerCase())
    throw new FrameRpcError('The address is not this wallet’s', 'invalid_params')
  const contracts = await checkDelegationNetwork(rpc, chainId, grants.contracts)
  const block = await rpc.call<{ timestamp: Hex }>('eth_getBlockByNumber', ['latest', false])
  const now = Number(block.timestamp)
  if (request.expiry <= now)
    throw new FrameRpcError('wallet_grantPermissions: expiry: already past', 'invalid_params')
  const { permission } = request
  const unit =
    permission.kind === 'native'
      ? context.nativeCurrency
      : await readTokenInfo(rpc, permission.token).then((info) => {
          if (!info)
            throw new FrameRpcError(
              `wallet_grantPermissions: ${permission.token} is not an ERC-20 token`,
              'invalid_params',
            )
          return { ...info, address: permission.token }
        })
  const code = await rpc.call<Hex>('eth_getCode', [from, 'latest'])
  const upgraded =
    code?.toLowerCase() === concat(['0xef0100', contracts.eip7702StatelessDeleGator]).toLowerCase()
  const upgrade = upgraded ? undefined : await fillOwnTransaction(rpc, { from, chainId, data: '0x' })
  const rows = [
    { key: 'app', label: t('frame.row.app'), value: grants.origin },
    { key: 'grantee', label: t('frame.row.grantee'), value: request.delegate },
    ...describeGrant(permission, request.expiry, unit, t),
    { key: 'network', label: t('frame.row.network'), value: `eip155:${chainId}` },
    ...(upgrade
      ? [
          {
            key: 'upgrade',
            label: t('frame.row.upgrade'),
            value: t('frame.value.upgrade', {
              address: contracts.eip7702StatelessDeleGator,
              fee: formatNativeFee(upgrade.maxFee, context.nativeCurrency),
            }),
          },
        ]
      : []),
  ]
  const unsigned: Omit<Delegation, 'signature'> = {
    delegate: request.delegate,
    delegator: from,
    authority: ROOT_AUTHORITY,
    caveats: permissionCaveats(request, contracts, now),
    salt: BigInt(toHex(crypto.getRandomValues(new Uint8Array(32)))),
  }
  const { signature, upgradeRaw } = await context.approve(
    { title: t('frame.title.grantPermission'), sections: [{ rows }] },
    async (keys) => ({
      upgradeRaw: upgrade
        ? await signOwnTransaction(keys, upgrade, contracts.eip7702StatelessDeleGator)
        : undefined,
      signature: await privateKeyToAccount(keys.evmPrivateKey).signTypedData(
        delegationTypedData(unsigned, chainId, contracts.delegationManager),
      ),
    }),
  )
  if (upgradeRaw) await sendAndWait(rpc, upgradeRaw)
  const permissionsContext = encodeDelegations([{ ...unsigned, signature }])
  grants.records(from).add({
    context: permissionsContext,
    chainId,
    origin: grants.origin,
    delegate: request.delegate,
    permission: request.raw.permissions[0],
    expiry: request.expiry,
    unit: { symbol: unit.symbol, decimals: unit.decimals },
    grantedAt: Date.now(),
  })
  return {
    ...request.raw,
    chainId: numberToHex(chainId),
    address: from,
    context: permissionsContext,
    signerMeta: { delegationManager: contracts.delegationManager },
    accountMeta: [],
  }
}
