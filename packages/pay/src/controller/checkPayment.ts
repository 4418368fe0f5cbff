import type { Network } from '@portico/core'
import { parseUnits } from '@portico/core'
import { PayError } from '../errors/PayError.js'
import type { PayArguments } from '../PayArguments.js'
import { encodeTransferCall } from './encodeTransferCall.js'
import type { PayRequest } from './PayRequest.js'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const DECIMAL = /^\d+(?:\.(\d+))?$/

/** The amount in the asset's smallest unit: a number above 0 with at most `decimals` decimals, else `invalid_amount`. */
function unitsOf(amount: unknown, decimals: number): bigint {
  const text = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : amount
  const match = typeof text === 'string' ? DECIMAL.exec(text.trim()) : null
  if (!match || (match[1]?.length ?? 0) > decimals) throw new PayError('invalid_amount')
  const units = parseUnits(String(text), decimals)
  if (units <= 0n) throw new PayError('invalid_amount')
  return units
}

/**
 * Checks a payment before anything is asked (the arguments may come from untyped code): the asset's network among the
 * app's EVM networks, the asset `native` or a contract, the recipient an EVM address, the amount within the
 * decimals; a PayError with the first problem's code else.
 */
export function checkPayment(payment: PayArguments, networks: readonly Network[]): PayRequest {
  const { recipient, amount, paymentAsset } = (payment ?? {}) as Partial<PayArguments>
  const asset = paymentAsset?.asset
  const decimals = paymentAsset?.metadata?.decimals
  const network = networks.find((each) => each.caipNetworkId === paymentAsset?.network)
  if (!network || typeof asset !== 'string' || typeof decimals !== 'number')
    throw new PayError('invalid_asset')
  if (network.chainNamespace !== 'eip155') throw new PayError('unsupported_chain')
  const native = asset === 'native'
  if (!native && !EVM_ADDRESS.test(asset)) throw new PayError('invalid_asset')
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) throw new PayError('invalid_asset')
  if (typeof recipient !== 'string' || !EVM_ADDRESS.test(recipient)) throw new PayError('invalid_recipient')
  const units = unitsOf(amount, decimals)
  return native
    ? { network, to: recipient, value: units, recipient, units }
    : { network, to: asset, data: encodeTransferCall(recipient, units), token: asset, recipient, units }
}
