import type { GetWalletsParameters } from '../../cloud/CloudClient.js'
import type { CloudContext } from '../../cloud/CloudContext.js'
import type { WalletListing } from '../../types/connector.js'
import { toWalletListing } from './toWalletListing.js'

/** One page of the registry as listings, with the registry's count for those parameters. */
export async function fetchListings(
  context: Pick<CloudContext, 'cloud'>,
  parameters: GetWalletsParameters,
): Promise<{ listings: WalletListing[]; count: number }> {
  const { cloud } = context
  const answer = await cloud.getWallets(parameters)
  const data = Array.isArray(answer.data) ? answer.data : []
  const listings: WalletListing[] = data.map((wallet) => toWalletListing(wallet, cloud.getWalletImageUrl))
  return { listings, count: typeof answer.count === 'number' ? answer.count : listings.length }
}
