import type { Queryable } from '../storage/Storage.js'

export type SponsorshipSpendKey = { projectId: string; chainId: string; account: string }

export type RecordSponsorshipParameters = SponsorshipSpendKey & { costWei: bigint; limitWei: bigint }

/** What the paymaster signed for, per project, chain, account (lower case) and UTC day. */
export const sponsorshipSpendStore = {
  /** What the account was sponsored on this chain today. */
  async spentToday(db: Queryable, { projectId, chainId, account }: SponsorshipSpendKey): Promise<bigint> {
    const [row] = await db.query<{ spent_wei: string }>(
      `select spent_wei::text as spent_wei from sponsorship_spend
       where project_id = $1 and chain_id = $2 and account = $3 and day = (now() at time zone 'utc')::date`,
      [projectId, chainId, account.toLowerCase()],
    )
    return row ? BigInt(row.spent_wei) : 0n
  },

  /**
   * Adds `costWei` to the account's day when the total stays within `limitWei`, in one statement (two requests at
   * once cannot both pass the limit). Returns the new total, or undefined when it would go over.
   */
  async record(
    db: Queryable,
    { projectId, chainId, account, costWei, limitWei }: RecordSponsorshipParameters,
  ): Promise<bigint | undefined> {
    if (costWei > limitWei) return undefined
    const [row] = await db.query<{ spent_wei: string }>(
      `insert into sponsorship_spend (project_id, chain_id, account, day, spent_wei)
       values ($1, $2, $3, (now() at time zone 'utc')::date, $4::numeric)
       on conflict (project_id, chain_id, account, day) do update
         set spent_wei = sponsorship_spend.spent_wei + excluded.spent_wei
         where sponsorship_spend.spent_wei + excluded.spent_wei <= $5::numeric
       returning spent_wei::text as spent_wei`,
      [projectId, chainId, account.toLowerCase(), costWei.toString(), limitWei.toString()],
    )
    return row ? BigInt(row.spent_wei) : undefined
  },
}
