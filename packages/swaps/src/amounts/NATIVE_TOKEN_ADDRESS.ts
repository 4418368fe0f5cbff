/** The address the convert API gives the native currency (ETH on Ethereum). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Whether a CAIP-10 token is the network's native currency. */
export const isNativeToken = (caip10: string): boolean =>
  caip10.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)
