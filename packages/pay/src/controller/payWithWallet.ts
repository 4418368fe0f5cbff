import { PayError } from '../errors/PayError.js'
import { isChoosing } from '../isChoosing.js'
import type { PayResult } from '../PayResult.js'
import { checkPayment } from './checkPayment.js'
import { noOutcome } from './noOutcome.js'
import type { PayContext } from './PayContext.js'
import type { PayRequest } from './PayRequest.js'
import { payErrorOf } from './payErrorOf.js'
import { payEventOf } from './payEventOf.js'
import { readPayBalance } from './readPayBalance.js'
import { readSolanaPayBalance } from './readSolanaPayBalance.js'
import { waitForPayReceipt } from './waitForPayReceipt.js'

/**
 * Asks the wallet for the checked transfer and resolves with its hash (EVM) or signature (Solana): the coin through
 * core's `sendTransaction`, an ERC-20 as its `transfer` call, an SPL token through the Solana adapter's token transfer
 * (which resolves once confirmed, as its SOL transfer does).
 */
async function send(context: PayContext, request: PayRequest, payer: string): Promise<string> {
  const { portico } = context
  const namespace = request.network.chainNamespace
  if (namespace === 'solana' && request.token) {
    const adapter = portico.getAdapter(namespace)
    if (!adapter.sendTokenTransfer) throw new PayError('unsupported_chain')
    return adapter.sendTokenTransfer({
      address: payer,
      network: request.network,
      token: request.token,
      to: request.recipient,
      amount: request.units,
      decimals: request.decimals,
    })
  }
  return portico.sendTransaction({
    namespace,
    to: request.to,
    ...(request.value === undefined ? {} : { value: request.value }),
    ...(request.data === undefined ? {} : { data: request.data }),
  })
}

/** Sends the checked transfer from the connected account of the asset's namespace, on its network, and waits for it on chain. */
async function transfer(context: PayContext): Promise<PayResult> {
  const { featureState: state, portico } = context
  const payment = state.payment
  if (!payment) throw new PayError('invalid_asset')
  const request = checkPayment(payment, context.options.networks)
  const namespace = request.network.chainNamespace
  const chain = context.state.chains[namespace]
  const payer = chain?.accountState.address
  if (!payer) throw new PayError('unsupported_chain')
  if (chain.networkState.caipNetwork?.caipNetworkId !== request.network.caipNetworkId) {
    state.status = 'switching'
    await portico.switchNetwork(request.network)
  }
  // Checked before the wallet is asked: a transfer that cannot succeed is not signed.
  const balance = namespace === 'solana' ? readSolanaPayBalance : readPayBalance
  if ((await balance(request, payer)) < request.units) throw new PayError('insufficient_balance')
  state.status = 'paying'
  context.emit({ type: 'PAY_INITIATED', ...payEventOf(payment) })
  const hash = await send(context, request, payer)
  Object.assign(state, { status: 'confirming', hash })
  if (namespace === 'eip155') await waitForPayReceipt(request, hash, context.signal)
  return {
    hash,
    network: request.network.caipNetworkId,
    recipient: request.recipient,
    amount: request.units.toString(),
  }
}

/**
 * The Pay view's button: the transfer asked of the wallet, then success (PAY_SUCCESS, the balance read again) or the
 * error's code in the state (PAY_ERROR); the `pay()` call waiting hears the outcome. Never throws.
 */
export async function payWithWallet(context: PayContext): Promise<void> {
  const { featureState: state } = context
  if (!isChoosing(state)) return
  const payment = state.payment
  if (!payment) return
  Object.assign(state, noOutcome(), { status: 'paying' })
  context.attempts += 1
  const pending = context.pending
  context.pending = undefined
  try {
    const result = await transfer(context)
    state.status = 'success'
    context.emit({ type: 'PAY_SUCCESS', ...payEventOf(payment), hash: result.hash })
    const namespace = context.options.networks.find(
      (each) => each.caipNetworkId === result.network,
    )?.chainNamespace
    void context.portico.refreshBalance({ namespace, force: true }).catch(() => undefined)
    pending?.resolve(result)
  } catch (caught) {
    const error = payErrorOf(caught)
    Object.assign(state, { status: 'error', error: error.payCode })
    context.emit({ type: 'PAY_ERROR', ...payEventOf(payment), code: error.payCode })
    pending?.reject(error)
  }
}
