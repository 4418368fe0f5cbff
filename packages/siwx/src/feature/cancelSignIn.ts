import { endPrompt } from './endPrompt.js'
import type { SiwxContext } from './SiwxContext.js'
import { siwxAccountKey } from './siwxAccountKey.js'

/**
 * The visitor cancelled the prompt: not asked again by itself. When sign-in is required, the account switches back
 * to the network it signed in on, or else disconnects.
 */
export async function cancelSignIn(context: SiwxContext): Promise<void> {
  const { siwx, feature } = context
  const account = siwx.account
  if (!account || context.signing) return
  context.declined.add(siwxAccountKey(account))
  siwx.account = undefined
  siwx.status = 'idle'
  siwx.error = undefined
  if (context.config.getRequired?.() !== true) {
    endPrompt(context)
    return
  }
  const signed = context.lastSigned.get(account.namespace)
  if (signed && signed.address === account.address && signed.chainId !== account.chainId) {
    feature.portico.close()
    try {
      await feature.portico.switchNetwork(signed.chainId)
      return
    } catch (error) {
      console.warn('Portico: could not switch back to the signed-in network', error)
    }
  }
  await feature.portico.disconnect({ namespace: account.namespace })
}
