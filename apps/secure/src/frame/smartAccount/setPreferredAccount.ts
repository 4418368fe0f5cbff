import type { FrameContext } from '../FrameContext.js'
import { readSession } from '../login/readSession.js'
import { initSmartAccount } from './initSmartAccount.js'
import { writePreferredAccountType } from './preferredAccountType.js'
import { SmartAccountUnavailableError } from './SmartAccountUnavailableError.js'

/**
 * SET_PREFERRED_ACCOUNT: the account the wallet uses from now on, kept in the frame and restored on the next load.
 * The smart account is opened first (initSmartAccount); when it cannot be used the wallet stays on (or falls back to)
 * its EOA and the answer says why.
 */
export async function setPreferredAccount(
  context: Pick<FrameContext, 'auth' | 'store' | 'key' | 'state' | 'rpcPolicy' | 'smartAccounts'>,
  { type }: { type: 'eoa' | 'smartAccount' },
): Promise<{ type: 'eoa' | 'smartAccount'; address: string }> {
  if (type === 'smartAccount') {
    try {
      const { address } = await initSmartAccount(context)
      writePreferredAccountType(context, 'smartAccount')
      return { type, address }
    } catch (error) {
      if (!(error instanceof SmartAccountUnavailableError)) throw error
      writePreferredAccountType(context, 'eoa')
      throw new SmartAccountUnavailableError(`${error.message}; the wallet uses its EOA`, error.reason)
    }
  }
  const token = readSession(context)
  if (!token) throw new Error('Not connected')
  const { addresses } = await context.auth.readShare(token)
  writePreferredAccountType(context, 'eoa')
  return { type: 'eoa', address: addresses.eip155 }
}
