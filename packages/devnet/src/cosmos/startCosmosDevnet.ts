import { close, listen } from '../json/listen.js'
import type { RunningNamespace, StartNamespaceOptions } from '../namespaces/RunningNamespace.js'
import type { CosmosDevnetInfo } from './CosmosDevnetInfo.js'
import { CosmosLedger } from './CosmosLedger.js'
import { createCosmosLcdServer } from './createCosmosLcdServer.js'
import {
  DEVNET_COSMOS_ACCOUNT_BALANCE,
  DEVNET_COSMOS_MNEMONIC,
  devnetCosmosAccounts,
} from './devnetCosmosAccounts.js'
import { devnetCosmosChain } from './devnetCosmosChain.js'
import { createCometRpcServer } from './serveCometRpc.js'

/** An empty block a second when idle, so heights and times move like a real chain's. */
const BLOCK_INTERVAL_MS = 1_000

/** Starts the Cosmos node (CometBFT RPC + REST) in this process. */
export async function startCosmosDevnet({
  ports,
}: StartNamespaceOptions): Promise<RunningNamespace<CosmosDevnetInfo>> {
  const ledger = new CosmosLedger()
  for (const account of devnetCosmosAccounts) {
    ledger.fund(account.address, devnetCosmosChain.denom, DEVNET_COSMOS_ACCOUNT_BALANCE)
  }
  let rpcUrl = ''
  const rpc = createCometRpcServer(ledger, () => rpcUrl.replace('http', 'tcp'))
  const lcd = createCosmosLcdServer(ledger)
  const ephemeral = ports === 'ephemeral'
  const [rpcPort, lcdPort] = await Promise.all([
    listen(rpc, ephemeral ? 0 : devnetCosmosChain.defaultRpcPort),
    listen(lcd, ephemeral ? 0 : devnetCosmosChain.defaultLcdPort),
  ]).catch(async (error) => {
    await Promise.all([rpc.listening ? close(rpc) : undefined, lcd.listening ? close(lcd) : undefined])
    throw error
  })
  rpcUrl = `http://127.0.0.1:${rpcPort}`
  const clock = setInterval(() => ledger.commitBlock(), BLOCK_INTERVAL_MS)
  clock.unref()
  return {
    info: {
      chainId: devnetCosmosChain.chainId,
      bech32Prefix: devnetCosmosChain.bech32Prefix,
      denom: devnetCosmosChain.denom,
      rpcUrl,
      restUrl: `http://127.0.0.1:${lcdPort}`,
      mnemonic: DEVNET_COSMOS_MNEMONIC,
      accounts: devnetCosmosAccounts.map((account) => ({ ...account })),
    },
    stop: async () => {
      clearInterval(clock)
      await Promise.all([close(rpc), close(lcd)])
    },
  }
}
