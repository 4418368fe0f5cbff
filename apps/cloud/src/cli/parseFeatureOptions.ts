import type { RemoteFeatures } from '../projects/remoteFeaturesSchema.js'
import { readOnOff } from './readOnOff.js'

const list = (value: string): string[] =>
  value === 'none' || value === 'off'
    ? []
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)

/** CLI flag → feature, and how its value reads. */
const flags: [flag: string, feature: keyof RemoteFeatures, kind: 'switch' | 'list'][] = [
  ['email', 'email', 'switch'],
  ['socials', 'socials', 'list'],
  ['swaps', 'swaps', 'list'],
  ['onramp', 'onramp', 'list'],
  ['activity', 'activity', 'switch'],
  ['reown-branding', 'reownBranding', 'switch'],
  ['multi-wallet', 'multiWallet', 'switch'],
]

/** CLI flags of `project features set` → a partial feature patch. Lists: `a,b` or `none`; switches: on/off. */
export function parseFeatureOptions(
  values: Record<string, string | string[] | boolean | undefined>,
): Partial<RemoteFeatures> {
  const patch: Record<string, boolean | string[]> = {}
  for (const [flag, feature, kind] of flags) {
    const value = values[flag]
    if (typeof value !== 'string') continue
    patch[feature] = kind === 'switch' ? readOnOff(value, flag) : list(value)
  }
  return patch as Partial<RemoteFeatures>
}
