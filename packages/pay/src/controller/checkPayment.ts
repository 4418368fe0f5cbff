import type { Network } from '@portico/core'
import { parseUnits } from '@portico/core'
import { PayError } from '../errors/PayError.js'
import type { PayArguments } from '../PayArguments.js'
import { encodeTransferCall } from './encodeTransferCall.js'
import type { PayRequest } from './PayRequest.js'

/** An account's (and a token's) address on each network Pay pays on: EVM hex, Solana base58. */
const ADDRESS: Partial<Record<string, RegExp>> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
}
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
 * app's EVM or Solana networks, the asset `native` or a contract (an SPL mint), the recipient an address of that
 * network, the amount within the decimals; a PayError with the first problem's code else.
 */
export function checkPayment(payment: PayArguments, networks: readonly Network[]): PayRequest {
  const { recipient, amount, paymentAsset } = (payment ?? {}) as Partial<PayArguments>
  const asset = paymentAsset?.asset
  const decimals = paymentAsset?.metadata?.decimals
  const network = networks.find((each) => each.caipNetworkId === paymentAsset?.network)
  if (!network || typeof asset !== 'string' || typeof decimals !== 'number')
    throw new PayError('invalid_asset')
  const address = ADDRESS[network.chainNamespace]
  if (!address) throw new PayError('unsupported_chain')
  const native = asset === 'native'
  if (!native && !address.test(asset)) throw new PayError('invalid_asset')
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) throw new PayError('invalid_asset')
  if (typeof recipient !== 'string' || !address.test(recipient)) throw new PayError('invalid_recipient')
  const units = unitsOf(amount, decimals)
  if (native) return { network, to: recipient, value: units, recipient, units, decimals }
  // An SPL transfer goes through the adapter's token transfer: no call data.
  return network.chainNamespace === 'solana'
    ? { network, to: recipient, token: asset, recipient, units, decimals }
    : {
        network,
        to: asset,
        data: encodeTransferCall(recipient, units),
        token: asset,
        recipient,
        units,
        decimals,
      }
}
