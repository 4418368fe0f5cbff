import type { Queryable } from '../storage/Storage.js'
import type { SponsorshipSpendKey } from './sponsorshipSpendStore.js'

export type RecordSponsoredOperationParameters = SponsorshipSpendKey & {
  /** The user operation's hash (EntryPoint v0.7), as the bundler's receipt names it. */
  userOpHash: string
  /** What was added to the day's spend for it: its most possible cost. */
  maxCostWei: bigint
}

/**
 * The user operations the paymaster signed for (sponsored_user_operations): recorded at their most possible cost, then
 * settled once to their receipt's real cost, which gives the difference back to the account's day.
 */
export const sponsoredOperationStore = {
  async record(
    db: Queryable,
    { userOpHash, projectId, chainId, account, maxCostWei }: RecordSponsoredOperationParameters,
  ): Promise<void> {
    await db.query(
      `insert into sponsored_user_operations (user_op_hash, project_id, chain_id, account, day, max_cost_wei)
       values ($1, $2, $3, $4, (now() at time zone 'utc')::date, $5::numeric)
       on conflict (user_op_hash) do nothing`,
      [userOpHash.toLowerCase(), projectId, chainId, account.toLowerCase(), maxCostWei.toString()],
    )
  },

  /**
   * The operation `userOpHash` of `account` on `chainId` cost `actualCostWei`: the first time, its day's spend loses
   * what was recorded above that (never below zero). Unknown or already settled operations change nothing.
   */
  async settle(
    db: Queryable,
    {
      userOpHash,
      chainId,
      account,
      actualCostWei,
    }: { userOpHash: string; chainId: string; account: string; actualCostWei: bigint },
  ): Promise<void> {
    await db.query(
      `with settled as (
         update sponsored_user_operations set actual_cost_wei = least($4::numeric, max_cost_wei)
         where user_op_hash = $1 and chain_id = $2 and account = $3 and actual_cost_wei is null
         returning project_id, chain_id, account, day, max_cost_wei - actual_cost_wei as refund_wei
       )
       update sponsorship_spend as spend
         set spent_wei = greatest(spend.spent_wei - settled.refund_wei, 0)
         from settled
         where spend.project_id = settled.project_id and spend.chain_id = settled.chain_id
           and spend.account = settled.account and spend.day = settled.day`,
      [userOpHash.toLowerCase(), chainId, account.toLowerCase(), actualCostWei.toString()],
    )
  },
}
