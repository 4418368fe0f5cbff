import type { SiwxAccount } from './PorticoSiwx.js'
import type { SiwxContext } from './SiwxContext.js'
import { siwxAccountKey } from './siwxAccountKey.js'

/** Adds `account` to the state's `signedIn`, or takes it out. */
export function markSignedIn(
  { siwx }: Pick<SiwxContext, 'siwx'>,
  account: SiwxAccount,
  signedIn: boolean,
): void {
  const key = siwxAccountKey(account)
  const others = siwx.signedIn.filter((entry) => entry !== key)
  siwx.signedIn = signedIn ? [...others, key] : others
}
