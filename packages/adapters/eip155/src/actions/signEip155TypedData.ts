import type { ChainAdapter } from '@portico/core'
import { type Config, signTypedData } from '@wagmi/core'
import type { Address } from 'viem'
import { toWalletError } from '../errors/toWalletError.js'

/** eth_signTypedData_v4 through wagmi; a wallet's refusal or failure as Portico's typed error. */
export async function signEip155TypedData(
  config: Config,
  { address, typedData }: Parameters<NonNullable<ChainAdapter['signTypedData']>>[0],
): Promise<string> {
  try {
    return await signTypedData(config, {
      ...(typedData as Parameters<typeof signTypedData>[1]),
      account: address as Address,
    })
  } catch (error) {
    throw toWalletError(error)
  }
}
