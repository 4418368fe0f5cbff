import type { RemoteSession } from '@portico/core'
import {
  createSignClient,
  type ProposalNamespace,
  type SignClient,
  toRemoteSession,
} from '@portico/walletconnect/client'
import { WebSocket } from 'ws'
import type { WalletConnectTestWallet } from '../WalletConnectTestWalletTypes.js'

export interface PairedDapp {
  dapp: SignClient
  session: RemoteSession
  topic: string
  /** The pairing the session was settled over (a later proposal can use it). */
  pairingTopic: string
}

/** A dapp on Portico's lean Sign client (`@portico/walletconnect`) that pairs with `wallet` and waits for the session. */
export async function pairLeanDapp(
  relayUrl: string,
  wallet: WalletConnectTestWallet,
  optionalNamespaces: Record<string, ProposalNamespace>,
): Promise<PairedDapp> {
  const dapp = createSignClient({
    relayUrl,
    projectId: 'portico-lab',
    metadata: { name: 'Lean dapp', description: 'Portico', url: 'http://localhost:5173', icons: [] },
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  })
  const { uri, approval } = await dapp.connect({ optionalNamespaces })
  await wallet.pair(uri)
  const settled = await approval
  return {
    dapp,
    session: toRemoteSession(dapp, settled),
    topic: settled.topic,
    pairingTopic: settled.pairingTopic,
  }
}
