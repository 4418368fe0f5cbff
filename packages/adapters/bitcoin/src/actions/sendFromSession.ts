import type { Network } from '@portico/core'
import { type BitcoinSession, walletAccountOf } from '../connectors/BitcoinSession.js'
import { UnknownBitcoinNetworkError } from '../errors/UnknownBitcoinNetworkError.js'
import { walletStandardChain } from '../networks/walletStandardChain.js'
import type { SessionTransferFeature } from '../session/sessionWallet.js'
import { loadBitcoinActions } from './loadBitcoinActions.js'

/** The session wallet's transfer feature (`session/sessionWallet.ts`), named here so the entry does not load it. */
const SESSION_TRANSFER = 'walletConnect:sendTransfer'

/**
 * Sends `value` sats to `to` from the session's payment address; resolves with the txid once the node
 * accepted the transaction. A remote session's wallet builds, signs and sends the transfer itself
 * (WalletConnect's sendTransfer); an injected wallet signs a PSBT built here (loaded on first send).
 */
export async function sendFromSession({
  session,
  network,
  to,
  value,
}: {
  session: BitcoinSession
  network: Network
  to: string
  value: bigint
}): Promise<string> {
  const account = walletAccountOf(session, session.address)
  const chain = walletStandardChain(network)
  if (!chain) throw new UnknownBitcoinNetworkError({ caipNetworkId: network.caipNetworkId })
  const remote = (session.wallet.features as Partial<SessionTransferFeature>)[SESSION_TRANSFER]
  if (remote) return remote.sendTransfer({ account: account.address, to, value })
  const { sendBtcTransfer } = await loadBitcoinActions()
  return sendBtcTransfer({ wallet: session.wallet, account, network, chain, to, value })
}
