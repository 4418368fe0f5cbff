import { isoTimestampSql } from '../storage/isoTimestampSql.js'
import type { RemoteFeatures } from './remoteFeaturesSchema.js'
import type { SponsorshipPolicy } from './sponsorshipPolicySchema.js'

/** A project: its public id, the origins allowed to use it, and its remote features. */
export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  features: RemoteFeatures
  analyticsEnabled: boolean
  rateLimitPerMinute: number
  /** Whether its embedded wallets have smart accounts (on by default): off, they are EOAs only. */
  smartAccountsEnabled: boolean
  /** Whether the paymaster sponsors its smart accounts' user operations, and up to what. */
  sponsorship: SponsorshipPolicy
  /** Whether its visitors may pay from and deposit from the cloud's exchanges (Pay, Fund wallet). */
  exchangesEnabled: boolean
  createdAt: string
  updatedAt: string
}

export type ProjectRow = {
  id: string
  name: string
  allowed_origins: string[]
  features: RemoteFeatures
  analytics_enabled: boolean
  rate_limit_per_minute: number
  smart_accounts_enabled: boolean
  sponsorship: SponsorshipPolicy
  exchanges_enabled: boolean
  created_at: string
  updated_at: string
}

export const projectColumns = `id, name, allowed_origins, features, analytics_enabled, rate_limit_per_minute, smart_accounts_enabled,
  sponsorship, exchanges_enabled,
  ${isoTimestampSql('created_at')} as created_at, ${isoTimestampSql('updated_at')} as updated_at`

export function projectFromRow(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    features: row.features,
    analyticsEnabled: row.analytics_enabled,
    rateLimitPerMinute: row.rate_limit_per_minute,
    smartAccountsEnabled: row.smart_accounts_enabled,
    sponsorship: row.sponsorship,
    exchangesEnabled: row.exchanges_enabled,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
