import type { CloudRemoteFeatures } from '../../cloud/CloudClient.js'
import type { FeatureRemoteSwitch } from '../../types/feature.js'
import type { RemoteFeatures, SocialProvider } from '../../types/options.js'
import { isSocialProvider } from '../../validation/isSocialProvider.js'

function listOrOff<item extends string>(list: readonly item[]): item[] | false {
  return list.length > 0 ? [...list] : false
}

/** A list's strings (an empty list when it is none). */
const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/**
 * The cloud's remote features in the widget's shape: an empty provider list means off. A key a feature reads
 * (`remoteSwitch`) is a provider list when the cloud answers one, else whether it is true.
 */
export function toRemoteFeatures(
  cloud: CloudRemoteFeatures,
  switches: readonly Pick<FeatureRemoteSwitch, 'key'>[] = [],
): RemoteFeatures {
  const socials = stringsOf(cloud.socials).filter(
    (provider): provider is SocialProvider => isSocialProvider(provider) || provider === 'farcaster',
  )
  const declared = switches.map(({ key }) => {
    // Read by the key the package declared (`remoteSwitch`: swaps, onramp), not by a name core knows.
    const value = (cloud as unknown as Readonly<Record<string, unknown>>)[key]
    return [key, Array.isArray(value) ? listOrOff(stringsOf(value)) : value === true]
  })
  return {
    ...Object.fromEntries(declared),
    email: cloud.email === true,
    socials: listOrOff(socials),
    activity: cloud.activity === true,
    reownBranding: cloud.reownBranding === true,
    multiWallet: cloud.multiWallet === true,
  }
}
