import type { BcoinChainEntry, BcoinCoinView, BcoinOutput, BcoinTxMeta } from './bcoin.js'

const scriptTypes: Record<string, string> = {
  pubkeyhash: 'p2pkh',
  scripthash: 'p2sh',
  witnesspubkeyhash: 'v0_p2wpkh',
  witnessscripthash: 'v0_p2wsh',
  witnessprogram: 'v1_p2tr',
  nulldata: 'op_return',
  pubkey: 'p2pk',
  multisig: 'multisig',
}

/** A block hash as explorers print it (bcoin keeps hashes in internal byte order). */
export const reverseHex = (hash: Buffer | string) =>
  Buffer.from(typeof hash === 'string' ? Buffer.from(hash, 'hex') : hash)
    .reverse()
    .toString('hex')

export function esploraOutput(output: BcoinOutput) {
  const address = output.getAddress()?.toString('regtest')
  return {
    scriptpubkey: output.script.toRaw().toString('hex'),
    scriptpubkey_asm: output.script.toString(),
    scriptpubkey_type: scriptTypes[output.getType()] ?? 'unknown',
    ...(address ? { scriptpubkey_address: address } : {}),
    value: output.value,
  }
}

export function esploraStatus(
  meta: Pick<BcoinTxMeta, 'height' | 'block' | 'time'>,
  entry?: BcoinChainEntry | null,
) {
  if (meta.height < 0 || !meta.block) return { confirmed: false }
  return {
    confirmed: true,
    block_height: meta.height,
    block_hash: reverseHex(meta.block),
    block_time: entry?.time ?? meta.time,
  }
}

/** A transaction in Esplora's JSON shape (`GET /tx/:txid`). */
export function esploraTransaction(meta: BcoinTxMeta, view: BcoinCoinView, entry?: BcoinChainEntry | null) {
  const { tx } = meta
  const coinbase = tx.isCoinbase()
  return {
    txid: tx.txid(),
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.inputs.map((input) => {
      const prevout = coinbase ? null : view.getCoinFor(input)
      return {
        txid: coinbase ? '0'.repeat(64) : input.prevout.txid(),
        vout: coinbase ? 0xffffffff : input.prevout.index,
        prevout: prevout ? esploraOutput(prevout) : null,
        scriptsig: input.script.toRaw().toString('hex'),
        scriptsig_asm: input.script.toString(),
        witness: input.witness.items.map((item) => item.toString('hex')),
        is_coinbase: coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outputs.map(esploraOutput),
    size: tx.getSize(),
    weight: tx.getWeight(),
    fee: coinbase ? 0 : tx.getFee(view),
    status: esploraStatus(meta, entry),
  }
}
