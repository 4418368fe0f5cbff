import { fromBase64, toBase64, toHex } from '@cosmjs/encoding'
import type { Network } from '@portico/core'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { KeplrLike } from '../connectors/KeplrLike.js'
import { TransactionFailedError } from '../errors/TransactionFailedError.js'
import { cosmosChainOf } from '../networks/cosmosChainOf.js'
import { COSMOS_SEND_GAS_LIMIT, cosmosSendFee } from './cosmosFee.js'
import { fetchLcd } from './fetchLcd.js'
import { waitForCosmosTx } from './waitForCosmosTx.js'

export interface SendCosmosTransferParameters {
  wallet: KeplrLike
  network: Network
  from: string
  to: string
  /** Amount in base units of the network's denom. */
  value: bigint
}

interface AccountResponse {
  account: { account_number: string; sequence: string }
}

interface BroadcastResponse {
  tx_response: { txhash: string; code: number; raw_log: string }
}

/**
 * Sends `value` of the native denom with one MsgSend: account number and sequence from the LCD, the
 * fixed gas limit and its fee, signed with the wallet's `signDirect`, broadcast with the wallet's
 * `sendTx` when it has one (else the LCD's `POST /cosmos/tx/v1beta1/txs`, sync mode). Resolves
 * with the upper-case hex tx hash once the transaction is in a block.
 */
export async function sendCosmosTransfer({
  wallet,
  network,
  from,
  to,
  value,
}: SendCosmosTransferParameters): Promise<string> {
  const chain = cosmosChainOf(network)
  const [key, { account }] = await Promise.all([
    wallet.getKey(chain.chainId),
    fetchLcd<AccountResponse>(chain.restUrl, `/cosmos/auth/v1beta1/accounts/${from}`),
  ])
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: MsgSend.encode({
            fromAddress: from,
            toAddress: to,
            amount: [{ denom: chain.denom, amount: value.toString() }],
          }).finish(),
        },
      ],
    }),
  ).finish()
  const pubkey = {
    typeUrl: '/cosmos.crypto.secp256k1.PubKey',
    value: PubKey.encode({ key: key.pubKey }).finish(),
  }
  const authInfoBytes = AuthInfo.encode(
    AuthInfo.fromPartial({
      signerInfos: [
        {
          publicKey: pubkey,
          modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } },
          sequence: BigInt(account.sequence),
        },
      ],
      fee: {
        amount: [{ denom: chain.denom, amount: cosmosSendFee(chain.gasPrice).toString() }],
        gasLimit: BigInt(COSMOS_SEND_GAS_LIMIT),
      },
    }),
  ).finish()
  const signDoc = {
    bodyBytes,
    authInfoBytes,
    chainId: chain.chainId,
    accountNumber: BigInt(account.account_number),
  }
  const { signed, signature } = await wallet.signDirect(chain.chainId, from, signDoc)
  // The wallet may have changed the fee or memo: the signed document is what goes on chain.
  const txBytes = TxRaw.encode({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [fromBase64(signature.signature)],
  }).finish()

  const hash = wallet.sendTx
    ? toHex(await wallet.sendTx(chain.chainId, txBytes, 'sync')).toUpperCase()
    : await broadcastToNode(chain.restUrl, txBytes)
  await waitForCosmosTx(chain.restUrl, hash)
  return hash
}

async function broadcastToNode(restUrl: string, txBytes: Uint8Array): Promise<string> {
  const { tx_response } = await fetchLcd<BroadcastResponse>(restUrl, '/cosmos/tx/v1beta1/txs', {
    body: { tx_bytes: toBase64(txBytes), mode: 'BROADCAST_MODE_SYNC' },
  })
  if (tx_response.code !== 0)
    throw new TransactionFailedError({
      hash: tx_response.txhash,
      code: tx_response.code,
      log: tx_response.raw_log,
    })
  return tx_response.txhash
}
