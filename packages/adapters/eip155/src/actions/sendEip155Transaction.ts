import type { ChainAdapter } from '@portico/core'
import { type Config, sendTransaction } from '@wagmi/core'
import type { Address, Hex } from 'viem'
import { toWalletError } from '../errors/toWalletError.js'

/** eth_sendTransaction through wagmi on the given network; resolves with the hash. */
export async function sendEip155Transaction(
  config: Config,
  { address, network, to, value, data, gas }: Parameters<NonNullable<ChainAdapter['sendTransaction']>>[0],
): Promise<string> {
  try {
    return await sendTransaction(config, {
      account: address as Address,
      chainId: Number(network.id),
      to: to as Address,
      ...(value === undefined ? {} : { value }),
      ...(data === undefined ? {} : { data: data as Hex }),
      ...(gas === undefined ? {} : { gas }),
    })
  } catch (error) {
    throw toWalletError(error)
  }
}
