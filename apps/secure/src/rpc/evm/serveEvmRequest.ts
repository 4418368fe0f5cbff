import { isSafeRpcMethod } from '@portico/core'
import { type Hex, keccak256, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FrameRpcError } from '../FrameRpcError.js'
import { signEvmRequest } from '../signEvmRequest.js'
import { UnsupportedMethodError } from '../UnsupportedMethodError.js'
import type { EvmRpc } from './createEvmRpc.js'
import { describeTransaction } from './describeTransaction.js'
import { describeTypedData } from './describeTypedData.js'
import type { EvmRequestContext } from './EvmRequestContext.js'
import { fillTransaction } from './fillTransaction.js'
import { formatNativeFee } from './formatNativeFee.js'
import { readCallsStatus } from './readCallsStatus.js'
import { readTransactionRequest } from './readTransactionRequest.js'
import { readTypedData } from './readTypedData.js'
import { readWalletAssets } from './readWalletAssets.js'
import { sendCalls } from './sendCalls.js'

/** Methods that need a smart account (docs/behaviour.md#transitions: the account type stays eoa until the smart-account issue). */
const SMART_ACCOUNT_METHODS = new Set(['eth_sendUserOperation'])

const notOwn = () => new Error('The address is not this wallet’s')

/** The node of the request's chain, after checking that it serves that chain. */
async function nodeOf({ rpc, chainId }: EvmRequestContext): Promise<EvmRpc> {
  if (!rpc) throw new FrameRpcError(`No RPC URL for eip155:${chainId}`, 'no_rpc_url')
  const served = Number(await rpc.call<string>('eth_chainId'))
  if (served !== chainId)
    throw new FrameRpcError(`The RPC URL serves chain ${served}, not ${chainId}`, 'wrong_chain')
  return rpc
}

/**
 * Answers one eip155 request (docs/behaviour.md#calls Supported RPC) for the wallet's EOA: read methods proxied to the chain's node
 * with no UI; accounts, chain, capabilities, assets and batch status answered by the frame; `personal_sign`,
 * `eth_signTypedData_v4`, `eth_signTransaction`, `eth_sendTransaction` and `wallet_sendCalls` only after the
 * visitor approves what the screen decodes (the transaction filled with nonce, gas and fees first); ERC-7715 grants
 * and their revocation where the app turned smart sessions on (rpc/grants). Smart-account
 * methods and anything else answer 'not supported yet'.
 */
export async function serveEvmRequest(context: EvmRequestContext): Promise<unknown> {
  const { method, params, chainId } = context
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [await context.address()]
    case 'eth_chainId':
      return numberToHex(chainId)
    case 'net_version':
      return String(chainId)
    case 'wallet_getCapabilities': {
      const chains = Array.isArray(list[1]) ? (list[1] as unknown[]) : [numberToHex(chainId)]
      return Object.fromEntries(chains.map((chain) => [String(chain), { atomic: { status: 'unsupported' } }]))
    }
    case 'wallet_getCallsStatus':
      return readCallsStatus(await nodeOf(context), list[0], chainId)
    case 'wallet_getAssets':
      return readWalletAssets(context, list[0])
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const next = (list[0] as { chainId?: unknown } | undefined)?.chainId
      if (typeof next !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(next))
        throw new FrameRpcError('chainId: Expected a hex chain id', 'invalid_params')
      if (method === 'wallet_switchEthereumChain') context.switchChain(`eip155:${Number.parseInt(next, 16)}`)
      return null
    }
    case 'personal_sign': {
      const address = list[1]
      if (typeof list[0] !== 'string' || typeof address !== 'string')
        throw new Error('personal_sign needs [message, address]')
      if (address.toLowerCase() !== (await context.address()).toLowerCase()) throw notOwn()
      return context.approve(undefined, (keys) => signEvmRequest(keys, method, params))
    }
    case 'eth_signTypedData_v4': {
      const [address, raw] = list
      if (typeof address !== 'string' || address.toLowerCase() !== (await context.address()).toLowerCase())
        throw notOwn()
      const typedData = readTypedData(raw, chainId)
      const review = {
        title: context.t('frame.title.signTypedData'),
        sections: [{ rows: describeTypedData(typedData, context.t) }],
      }
      return context.approve(review, (keys) => signEvmRequest(keys, method, [address, typedData]))
    }
    case 'eth_signTransaction':
    case 'eth_sendTransaction': {
      const request = readTransactionRequest(list[0])
      const from = await context.address()
      if (request.from && request.from.toLowerCase() !== from.toLowerCase()) throw notOwn()
      if (request.chainId !== undefined && request.chainId !== chainId)
        throw new FrameRpcError(
          `The transaction is for chain ${request.chainId}, not ${chainId}`,
          'wrong_chain',
        )
      const rpc = await nodeOf(context)
      const { transaction, maxFee } = await fillTransaction(rpc, request, { from, chainId })
      const rows = await describeTransaction(
        rpc,
        {
          to: request.to,
          value: request.value,
          data: request.data,
          from,
          chainId,
          routers: await context.swapRouters?.(chainId),
        },
        context.nativeCurrency,
        context.t,
      )
      rows.push({
        key: 'fee',
        label: context.t('frame.row.networkFee'),
        value: context.t('frame.value.upTo', { amount: formatNativeFee(maxFee, context.nativeCurrency) }),
      })
      rows.push({ key: 'network', label: context.t('frame.row.network'), value: `eip155:${chainId}` })
      const sending = method === 'eth_sendTransaction'
      const raw = await context.approve(
        {
          title: context.t(sending ? 'frame.title.sendTransaction' : 'frame.title.signTransaction'),
          sections: [{ rows }],
        },
        (keys) => privateKeyToAccount(keys.evmPrivateKey).signTransaction(transaction),
      )
      if (!sending) return raw
      const hash = await rpc.call<Hex>('eth_sendRawTransaction', [raw])
      return hash ?? keccak256(raw)
    }
    case 'wallet_sendCalls':
      return sendCalls(context, await nodeOf(context), list[0])
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions': {
      if (!context.grants)
        throw new UnsupportedMethodError(
          method,
          `${method} needs smart sessions, which this app has not turned on (features.smartSessions)`,
        )
      const rpc = await nodeOf(context)
      if (method === 'wallet_revokePermissions') {
        const { revokePermissions } = await import('../grants/revokePermissions.js')
        return revokePermissions(context, context.grants, rpc, list[0])
      }
      const { grantPermissions } = await import('../grants/grantPermissions.js')
      return grantPermissions(context, context.grants, rpc, list[0])
    }
  }
  if (SMART_ACCOUNT_METHODS.has(method))
    throw new UnsupportedMethodError(
      method,
      `${method} needs a smart account: smart accounts are not supported yet`,
    )
  if (isSafeRpcMethod(method)) {
    if (!context.rpc) throw new FrameRpcError(`No RPC URL for eip155:${chainId}`, 'no_rpc_url')
    return context.rpc.call(
      method,
      Array.isArray(params) || (params && typeof params === 'object') ? (params as unknown[]) : [],
    )
  }
  throw new UnsupportedMethodError(method)
}
