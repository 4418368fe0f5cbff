import type { FrameContext } from '../FrameContext.js'
import { initSmartAccount } from './initSmartAccount.js'
import { readPreferredAccountType, writePreferredAccountType } from './preferredAccountType.js'
import { readSmartAccountRecord } from './smartAccountRecord.js'

/**
 * Before GET_USER answers: where the wallet's account type is the smart account (chosen, or the widget's default) on a
 * network where the project has smart accounts and the frame has not opened it yet, opens it (as INIT_SMART_ACCOUNT).
 * When it cannot be opened the wallet falls back to its EOA, kept for the next loads (docs/embedded-wallet.md): the
 * login goes on as the EOA, never fails for it.
 */
export async function openPreferredSmartAccount(
  context: Pick<FrameContext, 'auth' | 'store' | 'key' | 'state' | 'rpcPolicy' | 'smartAccounts'>,
  owner: string,
): Promise<void> {
  const caip = context.state.chainId
  if (!context.smartAccounts?.[caip as `eip155:${number}`]) return
  if (readPreferredAccountType(context) !== 'smartAccount') return
  if (readSmartAccountRecord(context, caip, owner)) return
  await initSmartAccount(context).catch(() => writePreferredAccountType(context, 'eoa'))
}
