/** A coin or token the account can send: the network's native currency (no `address`) or a token. */
export interface SendToken {
  name: string
  symbol: string
  decimals: number
  /** The token's contract (EVM) or mint (Solana); absent for the native currency. */
  address?: string
  /** What the account holds, in base units. */
  balance: bigint
  /** USD price of one unit, when Portico Cloud knows one. */
  price?: number
  iconUrl?: string
}
