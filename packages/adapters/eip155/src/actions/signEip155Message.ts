import type { ChainAdapter } from '@portico/core'
import { type Config, signMessage } from '@wagmi/core'
import type { Address } from 'viem'
import { toWalletError } from '../errors/toWalletError.js'

/** personal_sign through wagmi; a wallet's refusal or failure as Portico's typed error. */
export async function signEip155Message(
  config: Config,
  { message, address }: Parameters<ChainAdapter['signMessage']>[0],
): Promise<string> {
  try {
    return await signMessage(config, { message, account: address as Address })
  } catch (error) {
    throw toWalletError(error)
  }
}
