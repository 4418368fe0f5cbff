import type { PublicClient } from 'viem'
import { UpstreamUnavailableError } from '../errors/errors.js'
import type { Queryable } from '../storage/Storage.js'
import { readTokenMetadata } from './readTokenMetadata.js'

/** An ERC-721 the address holds, in the blockchain API's shape. */
export type AccountNft = {
  chainId: string
  contract: string
  tokenId: string
  collection: string
  name: string
  image: string | null
  isSpam: boolean
}

/** The most NFTs one answer lists. */
const NFTS_MAX = 100

const erc721Abi = [
  {
    type: 'function',
    name: 'ownerOf',
    stateMutability: 'view',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'tokenURI',
    stateMutability: 'view',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
    outputs: [{ name: '', type: 'string' }],
  },
] as const

/**
 * The ERC-721s the address holds on one chain: the tokens the indexer saw it receive, kept when the
 * chain says it still owns them (`ownerOf`), named and pictured from their `tokenURI` metadata when
 * that is a data: URI (the cloud fetches nothing else), else `<collection> #<id>`.
 */
export async function getAccountNfts(parameters: {
  db: Queryable
  address: `0x${string}`
  chainId: string
  client: PublicClient
}): Promise<AccountNft[]> {
  const { db, address, chainId, client } = parameters
  const received = await db.query<{
    address: `0x${string}`
    name: string | null
    token_id: string
    spam: boolean
  }>(
    `select distinct t.address, t.name, x.token_id, (s.address is not null) as spam
     from tokens t join chain_transfers x on x.chain_id = t.chain_id and x.token_address = t.address
     left join spam_contracts s on s.chain_id = t.chain_id and s.address = t.address
     where t.chain_id = $1 and t.standard = 'erc721' and x.sent_to = $2 and x.token_id is not null
     order by t.address, x.token_id
     limit ${NFTS_MAX}`,
    [chainId, address],
  )
  try {
    const nfts = await Promise.all(
      received.map(async (row): Promise<AccountNft | undefined> => {
        const tokenId = BigInt(row.token_id)
        const owner = await client.readContract({
          address: row.address,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [tokenId],
        })
        if (owner.toLowerCase() !== address.toLowerCase()) return undefined
        const uri = await client
          .readContract({ address: row.address, abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] })
          .catch(() => '')
        const collection = row.name ?? 'NFT'
        const metadata = readTokenMetadata(uri)
        return {
          chainId,
          contract: row.address,
          tokenId: row.token_id,
          collection,
          name: metadata.name ?? `${collection} #${row.token_id}`,
          image: metadata.image ?? null,
          isSpam: row.spam === true,
        }
      }),
    )
    return nfts.filter((nft): nft is AccountNft => nft !== undefined)
  } catch (error) {
    throw new UpstreamUnavailableError(chainId, error)
  }
}
