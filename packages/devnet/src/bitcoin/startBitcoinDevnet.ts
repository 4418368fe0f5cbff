import { close, listen } from '../json/listen.js'
import type { RunningNamespace, StartNamespaceOptions } from '../namespaces/RunningNamespace.js'
import type { BitcoinDevnetInfo } from './BitcoinDevnetInfo.js'
import { bcoin } from './bcoin.js'
import { createEsploraServer } from './createEsploraServer.js'
import {
  DEVNET_BITCOIN_MNEMONIC,
  devnetBitcoinAccounts,
  devnetBitcoinMiner,
} from './devnetBitcoinAccounts.js'
import { patchBcoinRegtest } from './patchBcoinRegtest.js'
import { strictSendRawTransaction } from './strictSendRawTransaction.js'

/** Default ports: Bitcoin Core's regtest RPC and electrs' regtest Esplora HTTP. */
export const BITCOIN_DEFAULT_RPC_PORT = 18443
export const BITCOIN_DEFAULT_ESPLORA_PORT = 3002
const BLOCK_INTERVAL_SECONDS = 5
/** Coinbase outputs mined to each dev wallet at start (50 BTC each). */
const BLOCKS_PER_ACCOUNT = 5
/** Coinbase maturity (100) + 1, so the dev wallets' coins are spendable at once. */
const MATURITY_BLOCKS = 101
/** CAIP-2 of Bitcoin regtest (its genesis block hash, truncated to 32 characters). */
const REGTEST_CAIP2 = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/**
 * Starts a bcoin regtest full node in this process, funds the dev wallets with mature coinbase outputs
 * (SegWit active), serves its JSON-RPC and an Esplora API, and mines a block every few seconds.
 */
export async function startBitcoinDevnet({
  ports,
}: StartNamespaceOptions): Promise<RunningNamespace<BitcoinDevnetInfo>> {
  patchBcoinRegtest()
  const ephemeral = ports === 'ephemeral'
  const node = new bcoin.FullNode({
    network: 'regtest',
    memory: true,
    indexTX: true,
    indexAddress: true,
    httpHost: '127.0.0.1',
    httpPort: ephemeral ? 0 : BITCOIN_DEFAULT_RPC_PORT,
    noAuth: true,
    workers: false,
    listen: false,
    logLevel: 'none',
  })
  await node.open()
  strictSendRawTransaction(node)
  const esplora = createEsploraServer(node)
  try {
    const mine = (blocks: number, address: string) =>
      node.rpc.call({ method: 'generatetoaddress', params: [blocks, address] }, [])
    for (const account of devnetBitcoinAccounts) await mine(BLOCKS_PER_ACCOUNT, account.address)
    await mine(MATURITY_BLOCKS, devnetBitcoinMiner)
    const esploraPort = await listen(esplora, ephemeral ? 0 : BITCOIN_DEFAULT_ESPLORA_PORT)
    const clock = setInterval(
      () => void mine(1, devnetBitcoinMiner).catch(() => undefined),
      BLOCK_INTERVAL_SECONDS * 1000,
    )
    clock.unref()
    return {
      info: {
        network: 'regtest',
        caip2: REGTEST_CAIP2,
        rpcUrl: `http://127.0.0.1:${node.http.http.address().port}`,
        esploraUrl: `http://127.0.0.1:${esploraPort}`,
        mnemonic: DEVNET_BITCOIN_MNEMONIC,
        accounts: devnetBitcoinAccounts.map((account) => ({ ...account })),
        blockIntervalSeconds: BLOCK_INTERVAL_SECONDS,
      },
      stop: async () => {
        clearInterval(clock)
        await close(esplora)
        await node.close()
      },
    }
  } catch (error) {
    if (esplora.listening) await close(esplora)
    await node.close()
    throw error
  }
}
