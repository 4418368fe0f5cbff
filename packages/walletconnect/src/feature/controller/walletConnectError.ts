import { RelayError } from '../../relay/RelayError.js'
import { RelayRefusedError } from '../../relay/RelayRefusedError.js'
import { WalletRpcError } from '../../sign/SignTypes.js'
import type { WalletConnectState } from '../WalletConnectTypes.js'

/**
 * Why a pairing or an added namespace failed, as the state shows it: the wallet rejected, the relay, or else. A relay
 * that refused the connection is reached fine: its alert says why (showRelayRefusal), the view that it failed.
 */
export function walletConnectError(error: unknown): NonNullable<WalletConnectState['error']> {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof WalletRpcError && [4001, 5000, 5001, 5002].includes(error.code))
    return { kind: 'rejected', message }
  if (error instanceof RelayRefusedError) return { kind: 'failed', message }
  if (error instanceof RelayError || /socket|relay/i.test(message)) return { kind: 'relay', message }
  return { kind: 'failed', message }
}
