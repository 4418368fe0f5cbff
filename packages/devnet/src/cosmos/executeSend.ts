import { fromBech32 } from '@cosmjs/encoding'
import type { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import type { CosmosAccounts } from './CosmosAccounts.js'
import type { CosmosEvent } from './CosmosEvent.js'
import { CosmosTxError, sdkErrorCodes } from './CosmosTxError.js'
import { devnetCosmosChain } from './devnetCosmosChain.js'
import { MSG_SEND_TYPE_URL } from './signBytes.js'
import { toCosmosEvent } from './toCosmosEvent.js'

/** Runs a MsgSend (the recipient's account is created on first credit) and returns the bank's events. */
export function executeSend(accounts: CosmosAccounts, message: MsgSend): CosmosEvent[] {
  let prefix = ''
  try {
    // An explicit length limit: @cosmjs/encoding's default (Infinity) is refused by @scure/base 2.
    prefix = fromBech32(message.toAddress, 90).prefix
  } catch {
    throw new CosmosTxError(
      sdkErrorCodes.invalidAddress,
      `invalid to address: ${message.toAddress}: invalid address`,
    )
  }
  if (prefix !== devnetCosmosChain.bech32Prefix) {
    throw new CosmosTxError(
      sdkErrorCodes.invalidAddress,
      `invalid Bech32 prefix; expected ${devnetCosmosChain.bech32Prefix}, got ${prefix}: invalid address`,
    )
  }
  for (const coin of message.amount) {
    accounts.debit(message.fromAddress, coin.denom, BigInt(coin.amount))
    accounts.ensure(message.toAddress)
    accounts.credit(message.toAddress, coin.denom, BigInt(coin.amount))
  }
  const amount = message.amount.map((coin) => `${coin.amount}${coin.denom}`).join(',')
  return [
    toCosmosEvent('message', { action: MSG_SEND_TYPE_URL, sender: message.fromAddress, module: 'bank' }),
    toCosmosEvent('coin_spent', { spender: message.fromAddress, amount }),
    toCosmosEvent('coin_received', { receiver: message.toAddress, amount }),
    toCosmosEvent('transfer', { recipient: message.toAddress, sender: message.fromAddress, amount }),
    toCosmosEvent('message', { sender: message.fromAddress }),
  ]
}
