import { PayError } from '../errors/PayError.js'
import type { PayResult } from '../PayResult.js'
import { checkPayment } from './checkPayment.js'
import type { PayContext } from './PayContext.js'
import { payErrorOf } from './payErrorOf.js'
import { payEventOf } from './payEventOf.js'
import { readPayBalance } from './readPayBalance.js'
import { waitForPayReceipt } from './waitForPayReceipt.js'

/** Sends the checked transfer from the connected EVM account, on the asset's network, and waits for it on chain. */
async function transfer(context: PayContext): Promise<PayResult> {
  const { featureState: state, portico } = context
  const payment = state.payment
  if (!payment) throw new PayError('invalid_asset')
  const request = checkPayment(payment, context.options.networks)
  const chain = context.state.chains.eip155
  const payer = chain?.accountState.address
  if (!payer) throw new PayError('unsupported_chain')
  if (chain.networkState.caipNetwork?.caipNetworkId !== request.network.caipNetworkId) {
    state.status = 'switching'
    await portico.switchNetwork(request.network)
  }
  // Checked before the wallet is asked: a transfer that cannot succeed is not signed.
  if ((await readPayBalance(request, payer)) < request.units) throw new PayError('insufficient_balance')
  state.status = 'paying'
  context.emit({ type: 'PAY_INITIATED', ...payEventOf(payment) })
  const hash = await portico.sendTransaction({
    namespace: 'eip155',
    to: request.to,
    ...(request.value === undefined ? {} : { value: request.value }),
    ...(request.data === undefined ? {} : { data: request.data }),
  })
  Object.assign(state, { status: 'confirming', hash })
  await waitForPayReceipt(request, hash, context.signal)
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
  if (state.status !== 'ready' && state.status !== 'error') return
  const payment = state.payment
  if (!payment) return
  Object.assign(state, { status: 'paying', error: undefined, hash: undefined })
  const pending = context.pending
  context.pending = undefined
  try {
    const result = await transfer(context)
    state.status = 'success'
    context.emit({ type: 'PAY_SUCCESS', ...payEventOf(payment), hash: result.hash })
    void context.portico.refreshBalance({ namespace: 'eip155', force: true }).catch(() => undefined)
    pending?.resolve(result)
  } catch (caught) {
    const error = payErrorOf(caught)
    Object.assign(state, { status: 'error', error: error.payCode })
    context.emit({ type: 'PAY_ERROR', ...payEventOf(payment), code: error.payCode })
    pending?.reject(error)
  }
}
