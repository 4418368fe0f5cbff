import type { FrameContext } from '../FrameContext.js'
import { readPreferredAccountType } from './preferredAccountType.js'
import { readSmartAccountRecord, type SmartAccountRecord } from './smartAccountRecord.js'

/**
 * The smart account requests on `caip` go through: only where the project has smart accounts, the wallet's account type
 * is the smart account and the frame opened it on that network; otherwise undefined (the EOA).
 */
export function activeSmartAccount(
  context: Pick<FrameContext, 'store' | 'key' | 'state' | 'smartAccounts'>,
  caip: string,
  owner: string,
): (SmartAccountRecord & { bundlerUrl: string; paymasterUrl?: string | undefined }) | undefined {
  const network = context.smartAccounts?.[caip as `eip155:${number}`]
  if (!network || readPreferredAccountType(context) !== 'smartAccount') return undefined
  const record = readSmartAccountRecord(context, caip, owner)
  return record && { ...record, bundlerUrl: network.bundlerUrl, paymasterUrl: network.paymasterUrl }
}
