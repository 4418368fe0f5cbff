import type { CloudRemoteFeatures } from '../../cloud/CloudClient.js'
import type { RemoteFeatures, SocialProvider } from '../../types/options.js'
import { isSocialProvider } from '../../validation/isSocialProvider.js'

function listOrOff<item extends string>(list: readonly item[]): item[] | false {
  return list.length > 0 ? [...list] : false
}

/** The cloud's remote features in the widget's shape: an empty provider list means off. */
export function toRemoteFeatures(cloud: CloudRemoteFeatures): RemoteFeatures {
  const socials = (Array.isArray(cloud.socials) ? cloud.socials : []).filter(
    (provider): provider is SocialProvider => isSocialProvider(provider) || provider === 'farcaster',
  )
  return {
    email: cloud.email === true,
    socials: listOrOff(socials),
    swaps: listOrOff(Array.isArray(cloud.swaps) ? cloud.swaps : []),
    onramp: listOrOff(Array.isArray(cloud.onramp) ? cloud.onramp : []),
    activity: cloud.activity === true,
    reownBranding: cloud.reownBranding === true,
    multiWallet: cloud.multiWallet === true,
  }
}
