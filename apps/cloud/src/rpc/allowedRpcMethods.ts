/**
 * Methods the RPC proxy forwards: reads, gas estimation, logs, and broadcasting signed transactions. Anything that
 * needs a key on the node (eth_sendTransaction, eth_sign, personal_sign, ...), or controls it (admin_, debug_,
 * miner_, anvil_, hardhat_, evm_), is refused. So are the filter methods (eth_newFilter, eth_newBlockFilter,
 * eth_getFilterChanges, ...): a filter lives on one upstream node, whose ids every project using that node shares
 * and could read or uninstall, and behind several nodes it would not be found again; clients poll eth_getLogs and
 * eth_blockNumber instead (viem falls back to them when a filter cannot be created).
 */
export const allowedRpcMethods: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  'web3_sha3',
])
