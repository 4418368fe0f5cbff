import type { UpdateProjectInput } from '../projects/projectInputSchemas.js'
import { readOnOff } from './readOnOff.js'

type SettingsPatch = Pick<
  UpdateProjectInput,
  'analyticsEnabled' | 'rateLimitPerMinute' | 'smartAccountsEnabled' | 'exchangesEnabled' | 'sponsorship'
>

/**
 * CLI flags of `project create` and `project settings set` → the project's switches and limits: `--analytics`,
 * `--smart-accounts`, `--exchanges` (Pay and Fund wallet) and `--sponsorship` on|off, `--sponsorship-daily-limit WEI`
 * (the paymaster's most per account, chain and UTC day), `--rate-limit N` (requests a minute). Flags left out are
 * left as they are; the project's schema checks the values.
 */
export function parseSettingsOptions(
  values: Record<string, string | string[] | boolean | undefined>,
): SettingsPatch {
  const text = (flag: string) => (typeof values[flag] === 'string' ? values[flag] : undefined)
  const patch: SettingsPatch = {}
  const switches = [
    ['analytics', 'analyticsEnabled'],
    ['smart-accounts', 'smartAccountsEnabled'],
    ['exchanges', 'exchangesEnabled'],
  ] as const
  for (const [flag, key] of switches) {
    const value = text(flag)
    if (value !== undefined) patch[key] = readOnOff(value, flag)
  }
  const rateLimit = text('rate-limit')
  if (rateLimit !== undefined) patch.rateLimitPerMinute = Number(rateLimit)
  const sponsored = text('sponsorship')
  const dailyLimit = text('sponsorship-daily-limit')
  if (sponsored !== undefined || dailyLimit !== undefined)
    patch.sponsorship = {
      ...(sponsored === undefined ? {} : { enabled: readOnOff(sponsored, 'sponsorship') }),
      ...(dailyLimit === undefined ? {} : { dailyLimitPerAccountWei: dailyLimit }),
    }
  return patch
}
