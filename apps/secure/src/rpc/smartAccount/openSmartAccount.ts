import { toSafeSmartAccount } from 'permissionless/accounts'
import type { Address, LocalAccount, PublicClient } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { SmartAccountUnavailableError } from '../../frame/smartAccount/SmartAccountUnavailableError.js'
import { SMART_ACCOUNT_KIND } from '../../frame/smartAccount/smartAccountKind.js'
import { addressOnlyOwner } from './addressOnlyOwner.js'
import { openSimpleAccount, smartAccountClient } from './openSimpleAccount.js'

/** Safe 1.4.1's SafeL2 singleton (an event per execution, for indexers) at its canonical address. */
export const SAFE_SINGLETON_L2: Address = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
/** The Safe proxy factory 1.4.1 and the Safe 4337 module 0.3.0 (EntryPoint v0.7) at their canonical addresses. */
const SAFE_PROXY_FACTORY: Address = '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67'
const SAFE_4337_MODULE: Address = '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226'

type OpenParameters = {
  rpcUrl: string
  chainId: number
  owner: LocalAccount | Address
  address?: Address | undefined
}

function safeAccount(client: PublicClient, owner: LocalAccount, address: Address | undefined) {
  return toSafeSmartAccount({
    client,
    owners: [owner],
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    safeSingletonAddress: SAFE_SINGLETON_L2,
    ...(address ? { address } : {}),
  })
}

/**
 * The wallet's smart account on one chain, of SMART_ACCOUNT_KIND: a Safe owned by `owner` alone (the frame's key, or
 * its address for what needs no signature; salt nonce 0). A chain without the EntryPoint v0.7, the Safe singleton, its
 * proxy factory or the 4337 module is a SmartAccountUnavailableError. With `address` (already opened once): no check
 * and no read, the account at once. Its `signMessage` and `signTypedData` are ERC-1271 signatures of the Safe,
 * wrapped in ERC-6492 (with the Safe's deployment) while it is not deployed.
 */
export async function openSmartAccount(parameters: OpenParameters, kind = SMART_ACCOUNT_KIND) {
  if (kind === 'simple') return openSimpleAccount(parameters)
  const { rpcUrl, chainId, owner, address } = parameters
  const client = smartAccountClient(rpcUrl, chainId) as PublicClient
  const signer = typeof owner === 'string' ? addressOnlyOwner(owner) : owner
  if (address) return { client, account: await safeAccount(client, signer, address) }
  const codes = await Promise.all(
    [entryPoint07Address, SAFE_SINGLETON_L2, SAFE_PROXY_FACTORY, SAFE_4337_MODULE].map((each) =>
      client.getCode({ address: each }),
    ),
  ).catch(() => {
    throw new SmartAccountUnavailableError(`The node of eip155:${chainId} did not answer`, 'node_unavailable')
  })
  if (codes.some((code) => !code))
    throw new SmartAccountUnavailableError(
      `eip155:${chainId} has no ERC-4337 EntryPoint v0.7 or Safe 1.4.1 with its 4337 module`,
      'contracts_missing',
    )
  const account = await safeAccount(client, signer, undefined).catch(() => {
    throw new SmartAccountUnavailableError(
      `The smart account’s address could not be read on eip155:${chainId}`,
      'node_unavailable',
    )
  })
  return { client, account }
}
