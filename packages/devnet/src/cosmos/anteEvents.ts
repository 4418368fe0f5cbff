import { toBech32 } from '@cosmjs/encoding'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import type { CosmosAccount } from './CosmosAccount.js'
import type { CosmosEvent } from './CosmosEvent.js'
import type { DecodedTx } from './DecodedTx.js'
import { devnetCosmosChain } from './devnetCosmosChain.js'
import { toCosmosEvent } from './toCosmosEvent.js'

/** The fee collector module account, as on every SDK chain. */
const FEE_COLLECTOR = toBech32(
  devnetCosmosChain.bech32Prefix,
  sha256(utf8ToBytes('fee_collector')).slice(0, 20),
)

/** The ante handler's events: the fee paid to the fee collector, the signers' sequences and signatures. */
export function anteEvents(
  { raw, authInfo }: DecodedTx,
  signers: CosmosAccount[],
  fee: Coin[],
): CosmosEvent[] {
  const feeText = fee.map((coin) => `${coin.amount}${coin.denom}`).join(',')
  const payer = signers[0]?.address ?? ''
  return [
    toCosmosEvent('coin_spent', { spender: payer, amount: feeText }),
    toCosmosEvent('coin_received', { receiver: FEE_COLLECTOR, amount: feeText }),
    toCosmosEvent('transfer', { recipient: FEE_COLLECTOR, sender: payer, amount: feeText }),
    toCosmosEvent('message', { sender: payer }),
    toCosmosEvent('tx', { fee: feeText, fee_payer: payer }),
    ...signers.map((signer, index) =>
      toCosmosEvent('tx', {
        acc_seq: `${signer.address}/${(authInfo.signerInfos[index]?.sequence ?? 0n).toString()}`,
      }),
    ),
    ...raw.signatures.map((signature) =>
      toCosmosEvent('tx', { signature: Buffer.from(signature).toString('base64') }),
    ),
  ]
}
