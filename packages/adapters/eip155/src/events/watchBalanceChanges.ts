import type { AdapterEvent } from '@portico/core'
import { type Config, getConnection, watchConnection } from '@wagmi/core'
import { loadWalletActions } from '../actions/loadWalletActions.js'

/**
 * Emits balanceChanged when the connected account's native balance differs from the one read at
 * the previous block, so a transaction sent outside Portico (the app's own wagmi hooks, another
 * tab) shows in Portico's balance. Reads once per new block (the config's polling interval). The
 * first reading is compared with `knownValue` (the balance the app last read): the watcher goes
 * live after the wallet actions' chunk loads, so a transaction mined in between counts too.
 */
export function watchBalanceChanges(
  config: Config,
  emit: (event: AdapterEvent) => void,
  knownValue: (address: string, chainId: number) => bigint | undefined = () => undefined,
): () => void {
  let followed: string | undefined
  let stopBlocks: (() => void) | undefined

  const follow = () => {
    const connection = getConnection(config)
    const configured = config.chains.some((chain) => chain.id === connection.chainId)
    const key =
      connection.status === 'connected' && configured
        ? `${connection.connector.id}:${connection.address}:${connection.chainId}`
        : undefined
    if (key === followed) return
    followed = key
    stopBlocks?.()
    stopBlocks = undefined
    if (key === undefined || connection.status !== 'connected') return

    const { address, chainId } = connection
    const connectorId = connection.connector.id
    let last: { blockNumber: bigint; value: bigint } | undefined
    let stopped = false
    stopBlocks = () => {
      stopped = true
    }
    void loadWalletActions().then(({ getBalance, getBlockNumber, watchBlockNumber }) => {
      if (stopped) return
      /** The newest block a read was started for: the first reading and the watcher's may name the same one. */
      let reading: bigint | undefined
      const onBlockNumber = async (blockNumber: bigint) => {
        if (reading !== undefined && blockNumber <= reading) return
        reading = blockNumber
        // Read at that block, so a transaction mined before the read still counts as a change.
        const read = await getBalance(config, { address, chainId, blockNumber }).catch(() => undefined)
        // A failed read may be tried again at the next block number the watcher gives.
        if (!read && reading === blockNumber) reading = last?.blockNumber
        if (!read || followed !== key || (last && blockNumber <= last.blockNumber)) return
        const previous = last?.value ?? knownValue(address, chainId)
        if (previous !== undefined && read.value !== previous) emit({ type: 'balanceChanged', connectorId })
        last = { blockNumber, value: read.value }
      }
      stopBlocks = watchBlockNumber(config, { chainId, onBlockNumber })
      // The first reading at once rather than on a first block: viem runs one block watcher per client, and one
      // that joins a running watcher gets no first block of its own; an idle chain (a devnet) may mine no next one.
      getBlockNumber(config, { chainId, cacheTime: 0 }).then(onBlockNumber, () => undefined)
    })
  }

  const stopConnection = watchConnection(config, { onChange: follow })
  follow()
  return () => {
    stopConnection()
    stopBlocks?.()
  }
}
