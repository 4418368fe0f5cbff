import type { Portico } from '@portico/core'
import { waitForEvmTransfer } from '../evm/waitForEvmTransfer.js'
import type { SendPlan } from './SendPlan.js'
import { sendTokenTransfer } from './sendTokenTransfer.js'

/**
 * Asks the wallet for a checked send and resolves with its transaction id once it is on chain
 * (EVM: mined; Solana: confirmed); then the balance and the portfolio are read again past their
 * caches; `onSubmitted` hears the id as soon as the wallet sent it (EVM, before it is mined). A refusal in the wallet rejects with core's UserRejectedError.
 * Every kind of send emits SEND_TRANSACTION_SUCCESS or SEND_TRANSACTION_ERROR (a token transfer through sendTokenTransfer).
 */
export async function executeSend(
  portico: Portico,
  plan: SendPlan,
  hooks: { onSubmitted?(id: string): void } = {},
): Promise<string> {
  const { request, namespace } = plan
  let id: string
  if (request.kind === 'transaction') {
    id = await portico.sendTransaction({
      namespace,
      to: request.to,
      ...(request.value === undefined ? {} : { value: request.value }),
      ...(request.data === undefined ? {} : { data: request.data }),
    })
    hooks.onSubmitted?.(id)
    if (namespace === 'eip155') await waitForEvmTransfer(plan.network, id)
  } else {
    id = await sendTokenTransfer(portico, namespace, {
      address: plan.from,
      network: plan.network,
      token: request.token,
      to: request.to,
      amount: request.amount,
      decimals: request.decimals,
    })
  }
  await Promise.allSettled([
    portico.refreshBalance({ namespace, force: true }),
    portico.portfolio.getTokens({ namespace, force: true }),
  ])
  return id
}
