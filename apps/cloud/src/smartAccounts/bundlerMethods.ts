/**
 * The methods the bundler endpoint forwards: sending and estimating user operations, reading them back, and the
 * bundler's own identity. Anything else (the bundler's debug_ and pimlico_ methods among them) is refused.
 */
export const bundlerMethods: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'eth_chainId',
])
