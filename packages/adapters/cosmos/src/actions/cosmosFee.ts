/**
 * The gas limit of a Portico transfer (one MsgSend). A MsgSend uses about 70 000–100 000 gas on
 * Cosmos SDK chains (81 000 on the devnet); 200 000 leaves room, and unused gas is not refunded, so
 * the fee is `ceil(COSMOS_SEND_GAS_LIMIT × gasPrice)` of the native denom (5 000 uptc on the devnet).
 */
export const COSMOS_SEND_GAS_LIMIT = 200_000

/** The fee for a transfer at the network's gas price, in base units, rounded up. */
export function cosmosSendFee(gasPrice: number): bigint {
  return BigInt(Math.ceil(COSMOS_SEND_GAS_LIMIT * gasPrice))
}
