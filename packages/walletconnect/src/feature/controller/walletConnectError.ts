import { RelayError } from '../../relay/createRelaySocket.js'
import { WalletRpcError } from '../../sign/SignTypes.js'
import type { WalletConnectState } from '../WalletConnectTypes.js'

/** Why a pairing or an added namespace failed, as the state shows it: the wallet rejected, the relay, or else. */
export function walletConnectError(error: unknown): NonNullable<WalletConnectState['error']> {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof WalletRpcError && [4001, 5000, 5001, 5002].includes(error.code))
    return { kind: 'rejected', message }
  if (error instanceof RelayError || /socket|relay/i.test(message)) return { kind: 'relay', message }
  return { kind: 'failed', message }
}
