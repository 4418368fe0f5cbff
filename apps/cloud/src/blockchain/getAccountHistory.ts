import { formatUnits, zeroAddress } from 'viem'
import { isoTimestampSql } from '../storage/isoTimestampSql.js'
import type { Queryable } from '../storage/Storage.js'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.js'
import { nativeCurrency } from './nativeCurrency.js'
import type { Transaction, TransactionTransfer } from './Transaction.js'

export type GetAccountHistoryParameters = {
  address: `0x${string}`
  chainId?: string | undefined
  cursor?: string | undefined
  limit: number
  imageBaseUrl: string
}

export type GetAccountHistoryReturnType = { data: Transaction[]; next: string | null }

type ActivityRow = {
  chain_id: string
  tx_hash: string
  mined_at: string
  block_number: string
  tx_index: number
  sent_from: string
  sent_to: string | null
  nonce: string
  status: 'confirmed' | 'failed'
}

type TransferRow = {
  chain_id: string
  tx_hash: string
  kind: 'native' | 'erc20' | 'erc721'
  token_address: string | null
  sent_from: string
  sent_to: string
  amount: string
  token_id: string | null
  name: string | null
  symbol: string | null
  decimals: number | null
  spam: boolean
}

const isoMinedAt = isoTimestampSql('a.mined_at')

/** The indexed transactions of an account, newest first, `limit` per page; `next` is the cursor of the next page. */
export async function getAccountHistory(
  db: Queryable,
  { address, chainId, cursor, limit, imageBaseUrl }: GetAccountHistoryParameters,
): Promise<GetAccountHistoryReturnType> {
  const after = cursor ? decodeHistoryCursor(cursor) : undefined
  const rows = await db.query<ActivityRow>(
    `select a.chain_id, a.tx_hash, ${isoMinedAt} as mined_at, a.block_number::text as block_number, a.tx_index,
       t.sent_from, t.sent_to, t.nonce::text as nonce, t.status
     from account_activity a
     join chain_transactions t on t.chain_id = a.chain_id and t.hash = a.tx_hash
     where a.account = $1
       and ($2::text is null or a.chain_id = $2)
       and ($3::timestamptz is null
         or (a.mined_at, a.block_number, a.tx_index, a.chain_id) < ($3::timestamptz, $4::bigint, $5::integer, $6::text))
     order by a.mined_at desc, a.block_number desc, a.tx_index desc, a.chain_id desc
     limit $7`,
    [
      address,
      chainId ?? null,
      after?.minedAt ?? null,
      after?.block ?? null,
      after?.index ?? null,
      after?.chain ?? null,
      limit + 1,
    ],
  )
  const page = rows.slice(0, limit)
  const transfers = page.length
    ? await db.query<TransferRow>(
        `select x.chain_id, x.tx_hash, x.kind, x.token_address, x.sent_from, x.sent_to, x.amount, x.token_id,
           k.name, k.symbol, k.decimals, (s.address is not null) as spam
         from chain_transfers x
         left join tokens k on k.chain_id = x.chain_id and k.address = x.token_address
         left join spam_contracts s on s.chain_id = x.chain_id and s.address = x.token_address
         join jsonb_to_recordset($1::jsonb) as p(chain_id text, tx_hash text)
           on p.chain_id = x.chain_id and p.tx_hash = x.tx_hash
         where x.sent_from = $2 or x.sent_to = $2
         order by x.log_index`,
        [JSON.stringify(page.map((row) => ({ chain_id: row.chain_id, tx_hash: row.tx_hash }))), address],
      )
    : []
  const byTx = new Map<string, TransferRow[]>()
  for (const transfer of transfers) {
    const key = `${transfer.chain_id}:${transfer.tx_hash}`
    byTx.set(key, [...(byTx.get(key) ?? []), transfer])
  }
  const last = page.at(-1)
  return {
    data: page.map((row) =>
      toTransaction(row, byTx.get(`${row.chain_id}:${row.tx_hash}`) ?? [], address, imageBaseUrl),
    ),
    next:
      rows.length > limit && last
        ? encodeHistoryCursor({
            minedAt: last.mined_at,
            block: last.block_number,
            index: last.tx_index,
            chain: last.chain_id,
          })
        : null,
  }
}

function toTransaction(
  row: ActivityRow,
  rows: TransferRow[],
  account: string,
  imageBaseUrl: string,
): Transaction {
  const transfers = rows.map((transfer) => toTransfer(transfer, account, imageBaseUrl))
  const incoming = rows.filter((transfer) => transfer.sent_to === account)
  const outgoing = rows.filter((transfer) => transfer.sent_from === account)
  const operationType: Transaction['metadata']['operationType'] = incoming.some(
    (transfer) => transfer.sent_from === zeroAddress,
  )
    ? 'mint'
    : incoming.length && outgoing.length && incoming.some((transfer) => transfer.sent_from !== account)
      ? 'trade'
      : outgoing.length
        ? 'send'
        : incoming.length
          ? 'receive'
          : row.sent_to === null
            ? 'deploy'
            : 'execute'
  return {
    id: row.tx_hash,
    metadata: {
      operationType,
      hash: row.tx_hash,
      minedAt: row.mined_at,
      sentFrom: row.sent_from,
      sentTo: row.sent_to ?? '',
      status: row.status,
      nonce: Number(row.nonce),
      chain: row.chain_id,
    },
    transfers,
  }
}

function toTransfer(row: TransferRow, account: string, imageBaseUrl: string): TransactionTransfer {
  const direction =
    row.sent_from === account && row.sent_to === account ? 'self' : row.sent_to === account ? 'in' : 'out'
  const symbolImage = (symbol: string) =>
    `${imageBaseUrl}/public/getTokenImage/${encodeURIComponent(symbol.replace(/[^A-Za-z0-9._-]/g, '') || 'TOKEN')}`
  if (row.kind === 'erc721') {
    const collection = row.name ?? row.symbol ?? 'NFT'
    return {
      nft_info: {
        name: `${collection} #${row.token_id}`,
        content: { preview: { url: symbolImage(row.symbol ?? 'NFT'), content_type: 'image/svg+xml' } },
        flags: { is_spam: row.spam === true },
      },
      direction,
      quantity: { numeric: '1' },
      value: 0,
      price: 0,
    }
  }
  const native = nativeCurrency(row.chain_id)
  const info =
    row.kind === 'native'
      ? native
      : {
          name: row.name ?? row.symbol ?? 'Token',
          symbol: row.symbol ?? 'TOKEN',
          decimals: row.decimals ?? 18,
        }
  return {
    fungible_info: { name: info.name, symbol: info.symbol, icon: { url: symbolImage(info.symbol) } },
    direction,
    quantity: { numeric: formatUnits(BigInt(row.amount), info.decimals) },
    value: 0,
    price: 0,
  }
}
