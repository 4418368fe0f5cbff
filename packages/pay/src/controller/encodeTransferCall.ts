/** The selector of `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = '0xa9059cbb'

const word = (hex: string) => hex.padStart(64, '0')

/** The call data of an ERC-20 `transfer(to, amount)`. */
export function encodeTransferCall(to: string, amount: bigint): string {
  return `${TRANSFER_SELECTOR}${word(to.replace(/^0x/, '').toLowerCase())}${word(amount.toString(16))}`
}
