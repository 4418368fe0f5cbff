import type { CloudContext } from '../../cloud/CloudContext.js'
import { warnCloudFailure } from '../../cloud/warnCloudFailure.js'
import { IDENTITY_CACHE_MS } from '../../constants/cacheLifetimes.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { isCloudBalanceNetwork } from './isCloudBalanceNetwork.js'

type IdentityContext = Pick<CloudContext, 'state' | 'storage' | 'environment' | 'cloud'>

/**
 * Sets the connected account's profile name and avatar from the blockchain API (docs/behaviour.md#validation: EVM
 * only, non-test networks), cached 5 min per address in storage. Failures are logged; the
 * profile then stays empty.
 */
export async function refreshIdentity(context: IdentityContext, namespace: ChainNamespace): Promise<void> {
  const chain = context.state.chains[namespace]
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  if (!account?.address || account.status !== 'connected' || !isCloudBalanceNetwork(network)) return
  const address = account.address
  const key = address.toLowerCase()
  const apply = (identity: { name?: string; avatar?: string }) => {
    if (account.address !== address) return
    account.profileName = identity.name
    account.profileImage = identity.avatar
  }

  const cached = context.storage.get('identityCache')?.[key]
  const now = context.environment.now()
  if (cached && typeof cached.timestamp === 'number' && now - cached.timestamp < IDENTITY_CACHE_MS) {
    apply(cached.value ?? {})
    return
  }
  try {
    const { name, avatar } = await context.cloud.getIdentity({ address })
    const value = { ...(name ? { name } : {}), ...(avatar ? { avatar } : {}) }
    context.storage.set('identityCache', {
      ...context.storage.get('identityCache'),
      [key]: { timestamp: context.environment.now(), value },
    })
    apply(value)
  } catch (error) {
    warnCloudFailure('Portico: could not read the account identity', error)
  }
}

/**
 * Reads a namespace's connected account's profile again, past its cache (FeatureContext.refreshProfile: names
 * after a registration). Does nothing without a connected account.
 */
export async function refreshProfile(context: IdentityContext, namespace: ChainNamespace): Promise<void> {
  const address = context.state.chains[namespace]?.accountState.address
  if (!address) return
  const identities = { ...context.storage.get('identityCache') }
  delete identities[address.toLowerCase()]
  context.storage.set('identityCache', identities)
  await refreshIdentity(context, namespace)
}
