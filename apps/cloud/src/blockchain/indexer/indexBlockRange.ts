import { type Hex, hexToBigInt, type PublicClient, toHex } from 'viem'
import { INDEXER_REORG_WINDOW } from '../../constants/cacheLifetimes.js'
import type { Storage } from '../../storage/Storage.js'
import { fetchTokenMetadata } from './fetchTokenMetadata.js'

/** keccak256("Transfer(address,address,uint256)"), shared by ERC-20 (3 topics) and ERC-721 (4 topics). */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** Blocks fetched at once. */
const BLOCK_FETCH_CONCURRENCY = 8

type RpcLog = {
  address: Hex
  topics: Hex[]
  data: Hex
  transactionHash: Hex
  blockHash: Hex
  blockNumber: Hex
  logIndex: Hex
  removed?: boolean
}

/**
 * Reads blocks `from..to` (transactions, receipts and Transfer logs) and records, in one database transaction,
 * the transactions, native/ERC-20/ERC-721 transfers, each account's activity, new tokens, the blocks' hashes and
 * the new cursor. Records nothing and returns false when the blocks read do not form one chain on top of
 * `parentHash` (the indexed block `from - 1`): the chain reorganised while they were read.
 */
export async function indexBlockRange(
  storage: Storage,
  client: PublicClient,
  chainId: string,
  from: bigint,
  to: bigint,
  parentHash?: string,
): Promise<boolean> {
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  const blocks: Awaited<ReturnType<typeof fetchBlock>>[] = []
  const fetchBlock = (blockNumber: bigint) => client.getBlock({ blockNumber, includeTransactions: true })
  for (let i = 0; i < numbers.length; i += BLOCK_FETCH_CONCURRENCY) {
    blocks.push(...(await Promise.all(numbers.slice(i, i + BLOCK_FETCH_CONCURRENCY).map(fetchBlock))))
  }
  const logs = (await client.request({
    method: 'eth_getLogs',
    params: [{ fromBlock: toHex(from), toBlock: toHex(to), topics: [TRANSFER_TOPIC] }],
  })) as RpcLog[]
  const hashByNumber = new Map(blocks.map((block) => [block.number, block.hash]))
  const linked = blocks.every((block, index) => {
    const parent = index === 0 ? parentHash : blocks[index - 1]?.hash
    return parent === undefined || block.parentHash === parent
  })
  const logsOnTheseBlocks = logs.every(
    (log) => log.removed || hashByNumber.get(hexToBigInt(log.blockNumber)) === log.blockHash,
  )
  if (!linked || !logsOnTheseBlocks) return false

  const transactions: Record<string, unknown>[] = []
  const transfers: Record<string, unknown>[] = []
  const activity = new Map<string, Record<string, unknown>>()
  const minedAtByTx = new Map<string, { minedAt: string; block: string; index: number }>()
  const touch = (account: string | null | undefined, hash: string) => {
    const at = minedAtByTx.get(hash)
    if (!account || !at) return
    const key = `${account}:${hash}`
    if (!activity.has(key)) {
      activity.set(key, {
        account,
        tx_hash: hash,
        mined_at: at.minedAt,
        block_number: at.block,
        tx_index: at.index,
      })
    }
  }

  for (const block of blocks) {
    const minedAt = new Date(Number(block.timestamp) * 1_000).toISOString()
    const receipts = await Promise.all(
      block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
    )
    block.transactions.forEach((tx, index) => {
      const receipt = receipts[index]
      const hash = tx.hash.toLowerCase()
      const sentFrom = tx.from.toLowerCase()
      const sentTo = (tx.to ?? receipt?.contractAddress ?? null)?.toLowerCase() ?? null
      minedAtByTx.set(hash, { minedAt, block: String(block.number), index: tx.transactionIndex ?? index })
      transactions.push({
        hash,
        block_number: String(block.number),
        tx_index: tx.transactionIndex ?? index,
        mined_at: minedAt,
        sent_from: sentFrom,
        sent_to: tx.to ? sentTo : null,
        nonce: String(tx.nonce),
        status: receipt?.status === 'reverted' ? 'failed' : 'confirmed',
      })
      touch(sentFrom, hash)
      touch(sentTo, hash)
      if (tx.value > 0n && sentTo && receipt?.status !== 'reverted') {
        transfers.push({
          tx_hash: hash,
          log_index: -1,
          kind: 'native',
          token_address: null,
          sent_from: sentFrom,
          sent_to: sentTo,
          amount: tx.value.toString(),
          token_id: null,
        })
      }
    })
  }

  const newTokens = new Map<string, 'erc20' | 'erc721'>()
  for (const log of logs) {
    if (log.removed || log.topics[0] !== TRANSFER_TOPIC) continue
    const standard = log.topics.length === 4 ? 'erc721' : log.topics.length === 3 ? 'erc20' : undefined
    const fromTopic = log.topics[1]
    const toTopic = log.topics[2]
    if (!standard || !fromTopic || !toTopic) continue
    const hash = log.transactionHash.toLowerCase()
    const tokenAddress = log.address.toLowerCase()
    const sentFrom = `0x${fromTopic.slice(-40)}`.toLowerCase()
    const sentTo = `0x${toTopic.slice(-40)}`.toLowerCase()
    const tokenIdTopic = log.topics[3]
    transfers.push({
      tx_hash: hash,
      log_index: Number(hexToBigInt(log.logIndex)),
      kind: standard,
      token_address: tokenAddress,
      sent_from: sentFrom,
      sent_to: sentTo,
      amount: standard === 'erc20' ? (log.data === '0x' ? '0' : hexToBigInt(log.data).toString()) : '1',
      token_id: standard === 'erc721' && tokenIdTopic ? hexToBigInt(tokenIdTopic).toString() : null,
    })
    touch(sentFrom, hash)
    touch(sentTo, hash)
    newTokens.set(tokenAddress, standard)
  }

  const known = new Set(
    (
      await storage.query<{ address: string }>(
        'select address from tokens where chain_id = $1 and address = any(select jsonb_array_elements_text($2::jsonb))',
        [chainId, JSON.stringify([...newTokens.keys()])],
      )
    ).map((row) => row.address),
  )
  const tokens = await Promise.all(
    [...newTokens]
      .filter(([address]) => !known.has(address))
      .map(async ([address, standard]) => ({
        address,
        standard,
        ...(await fetchTokenMetadata(client, address as Hex, standard)),
      })),
  )
  const last = blocks.at(-1)
  if (!last?.hash) return false

  await storage.transaction(async (tx) => {
    const rows = (items: unknown[]) => JSON.stringify(items)
    await tx.query(
      `insert into chain_transactions (chain_id, hash, block_number, tx_index, mined_at, sent_from, sent_to, nonce, status)
       select $1, hash, block_number, tx_index, mined_at, sent_from, sent_to, nonce, status
       from jsonb_to_recordset($2::jsonb) as r(hash text, block_number bigint, tx_index integer, mined_at timestamptz,
         sent_from text, sent_to text, nonce bigint, status text)
       on conflict do nothing`,
      [chainId, rows(transactions)],
    )
    await tx.query(
      `insert into chain_transfers (chain_id, tx_hash, log_index, kind, token_address, sent_from, sent_to, amount, token_id)
       select $1, tx_hash, log_index, kind, token_address, sent_from, sent_to, amount, token_id
       from jsonb_to_recordset($2::jsonb) as r(tx_hash text, log_index integer, kind text, token_address text,
         sent_from text, sent_to text, amount text, token_id text)
       on conflict do nothing`,
      [chainId, rows(transfers)],
    )
    await tx.query(
      `insert into account_activity (chain_id, account, tx_hash, mined_at, block_number, tx_index)
       select $1, account, tx_hash, mined_at, block_number, tx_index
       from jsonb_to_recordset($2::jsonb) as r(account text, tx_hash text, mined_at timestamptz, block_number bigint,
         tx_index integer)
       on conflict do nothing`,
      [chainId, rows([...activity.values()])],
    )
    await tx.query(
      `insert into tokens (chain_id, address, standard, name, symbol, decimals)
       select $1, address, standard, name, symbol, decimals
       from jsonb_to_recordset($2::jsonb) as r(address text, standard text, name text, symbol text, decimals integer)
       on conflict do nothing`,
      [chainId, rows(tokens)],
    )
    await tx.query(
      `insert into indexed_blocks (chain_id, number, hash)
       select $1, number, hash from jsonb_to_recordset($2::jsonb) as r(number bigint, hash text)
       on conflict (chain_id, number) do update set hash = excluded.hash`,
      [chainId, rows(blocks.map((block) => ({ number: String(block.number), hash: block.hash })))],
    )
    await tx.query('delete from indexed_blocks where chain_id = $1 and number <= $2::bigint', [
      chainId,
      String(last.number - BigInt(INDEXER_REORG_WINDOW)),
    ])
    await tx.query(
      `insert into indexer_cursors (chain_id, last_block, last_block_hash) values ($1, $2::bigint, $3)
       on conflict (chain_id) do update set last_block = excluded.last_block,
         last_block_hash = excluded.last_block_hash, updated_at = now()`,
      [chainId, String(last.number), last.hash],
    )
  })
  return true
}
