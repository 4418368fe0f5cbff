import { toSimpleSmartAccount } from 'permissionless/accounts'
import { type Address, createPublicClient, defineChain, http, type LocalAccount } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { SmartAccountUnavailableError } from '../../frame/smartAccount/SmartAccountUnavailableError.js'
import { addressOnlyOwner } from './addressOnlyOwner.js'

/** SimpleAccount's factory (EntryPoint v0.7) at its canonical address, where the devnet and public chains have it. */
export const SIMPLE_ACCOUNT_FACTORY: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'

/** How often the frame asks the chain and the bundler whether an operation is in (ms). */
export const SMART_ACCOUNT_POLLING = 250

/** A public client of the chain `chainId` at `rpcUrl`. */
export function smartAccountClient(rpcUrl: string, chainId: number) {
  const chain = defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: SMART_ACCOUNT_POLLING })
}

/**
 * The wallet's SimpleAccount (EntryPoint v0.7, index 0) on one chain: owned by `owner` (the frame's key, or its address
 * for what needs no signature). A chain without the EntryPoint or the factory is a SmartAccountUnavailableError. With
 * `address` (already opened once): no check and no read, the account at once.
 */
export async function openSimpleAccount({
  rpcUrl,
  chainId,
  owner,
  address,
}: {
  rpcUrl: string
  chainId: number
  owner: LocalAccount | Address
  address?: Address | undefined
}) {
  const client = smartAccountClient(rpcUrl, chainId)
  const common = {
    client,
    owner: typeof owner === 'string' ? addressOnlyOwner(owner) : owner,
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    factoryAddress: SIMPLE_ACCOUNT_FACTORY,
  } as const
  if (address) return { client, account: await toSimpleSmartAccount({ ...common, address }) }
  const [entryPointCode, factoryCode] = await Promise.all([
    client.getCode({ address: entryPoint07Address }),
    client.getCode({ address: SIMPLE_ACCOUNT_FACTORY }),
  ]).catch(() => {
    throw new SmartAccountUnavailableError(`The node of eip155:${chainId} did not answer`, 'node_unavailable')
  })
  if (!entryPointCode || !factoryCode)
    throw new SmartAccountUnavailableError(
      `eip155:${chainId} has no ERC-4337 EntryPoint v0.7 or SimpleAccount factory`,
      'contracts_missing',
    )
  const account = await toSimpleSmartAccount(common).catch(() => {
    throw new SmartAccountUnavailableError(
      `The smart account’s address could not be read on eip155:${chainId}`,
      'node_unavailable',
    )
  })
  return { client, account }
}
