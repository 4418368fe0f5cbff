import { createFrameTranslator } from '../i18n/createFrameTranslator.js'
import { createEvmRpc } from '../rpc/evm/createEvmRpc.js'
import { ETHER_UNIT } from '../rpc/evm/NativeCurrencyUnit.js'
import type { SmartAccountRequestContext } from '../rpc/smartAccount/SmartAccountRequestContext.js'

/**
 * For unit tests of the smart account's requests: the context the frame gives an `eth_sendTransaction` of the Safe at
 * `smartAccount.address` on chain 31337, in English, reading from the node at `rpcUrl`; `approve` is the visitor's
 * screen (the test decides what it answers).
 */
export function smartAccountRequestContext({
  rpcUrl,
  smartAccount,
  approve,
}: {
  rpcUrl: string
  smartAccount: SmartAccountRequestContext['smartAccount']
  approve: (review: unknown) => Promise<unknown>
}): SmartAccountRequestContext {
  return {
    method: 'eth_sendTransaction',
    params: [],
    chainId: 31337,
    nativeCurrency: ETHER_UNIT,
    t: createFrameTranslator(),
    rpc: createEvmRpc(rpcUrl),
    address: async () => smartAccount.address,
    approve,
    switchChain: () => undefined,
    smartAccount,
    owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    deployed: () => undefined,
    operations: { sentAt: () => undefined, sent: () => undefined },
  } as unknown as SmartAccountRequestContext
}
