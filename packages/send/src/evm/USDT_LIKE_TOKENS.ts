/** The token contracts (CAIP-10) whose `transfer` returns nothing, like Tether's on Ethereum. */
export const USDT_LIKE_TOKENS: readonly string[] = ['eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7']
