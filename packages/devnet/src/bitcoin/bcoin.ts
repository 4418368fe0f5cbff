import { createRequire } from 'node:module'

// The parts of bcoin 1.0.2 (untyped CommonJS) the devnet uses.
export type BcoinScript = {
  toRaw(): Buffer
  toString(): string
  getType(): number
  getAddress(): BcoinAddress | null
}
export type BcoinAddress = { toString(network: string): string }
export type BcoinOutput = {
  value: number
  script: BcoinScript
  getType(): string
  getAddress(): BcoinAddress | null
}
export type BcoinInput = {
  prevout: { txid(): string; index: number }
  script: BcoinScript
  witness: { items: Buffer[] }
  sequence: number
}
export type BcoinCoinView = { getCoinFor(input: BcoinInput): BcoinOutput | null }
export type BcoinTx = {
  txid(): string
  version: number
  locktime: number
  inputs: BcoinInput[]
  outputs: BcoinOutput[]
  isCoinbase(): boolean
  getSize(): number
  getWeight(): number
  getFee(view: BcoinCoinView): number
  toRaw(): Buffer
}
/** bweb's JSON-RPC answer: it never throws, errors come back in `error`. */
export type RpcAnswer = { result: unknown; error: { code: number; message: string } | null }
export type BcoinTxMeta = { tx: BcoinTx; height: number; block: string | null; time: number }
export type BcoinCoin = { txid(): string; index: number; value: number; height: number; coinbase: boolean }
export type BcoinChainEntry = { height: number; hash: string; time: number }
export type BcoinFullNode = {
  open(): Promise<void>
  close(): Promise<void>
  chain: { height: number; tip: BcoinChainEntry; getEntry(height: number): Promise<BcoinChainEntry | null> }
  http: { http: { address(): { port: number } } }
  rpc: {
    call(request: { method: string; params: unknown[]; id?: unknown }, args: unknown[]): Promise<RpcAnswer>
    calls: Record<string, (params: unknown[]) => Promise<unknown>>
  }
  mempool: { addTX(tx: BcoinTx): Promise<unknown[] | null> }
  getCoinsByAddress(addresses: string[]): Promise<BcoinCoin[]>
  getMetaByAddress(addresses: string[]): Promise<BcoinTxMeta[]>
  getMeta(hash: string): Promise<BcoinTxMeta | null>
  getMetaView(meta: BcoinTxMeta): Promise<BcoinCoinView>
}
type Deployment = { threshold: number; window: number }
export type Bcoin = {
  TX: { fromRaw(data: Buffer): BcoinTx }
  FullNode: new (options: Record<string, unknown>) => BcoinFullNode
  networks: {
    regtest: {
      addressPrefix: Record<string, unknown>
      keyPrefix: Record<string, unknown>
      activationThreshold: number
      minerWindow: number
      deployments: Record<string, Deployment>
    }
  }
}

/** bcoin, loaded once (CommonJS, no types). */
export const bcoin = createRequire(import.meta.url)('bcoin') as Bcoin
