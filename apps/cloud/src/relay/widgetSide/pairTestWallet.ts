import type { RemoteSession } from '@portico/core'
import { type CreateWalletConnectTestWalletParameters, createWalletConnectTestWallet } from '@portico/testing'
import {
  createSignClient,
  type ProposalNamespace,
  type SignClient,
  toRemoteSession,
} from '@portico/walletconnect/client'
import { WebSocket } from 'ws'

/**
 * The widget's side and the phone's side of one session over the cloud's relay: Portico's lean client as the dapp,
 * the WalletConnect test wallet (official WalletKit) as the wallet, paired from the URI the dapp made.
 */
export async function pairTestWallet(
  wallet: Omit<CreateWalletConnectTestWalletParameters, 'relayUrl'> & { relayUrl: string },
  optionalNamespaces: Record<string, ProposalNamespace>,
) {
  const phone = await createWalletConnectTestWallet(wallet)
  const dapp: SignClient = createSignClient({
    relayUrl: wallet.relayUrl,
    projectId: 'portico-lab',
    metadata: { name: 'Lean dapp', description: 'Portico', url: 'http://localhost:5173', icons: [] },
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  })
  const { uri, approval } = await dapp.connect({ optionalNamespaces })
  await phone.pair(uri)
  const session: RemoteSession = toRemoteSession(dapp, await approval)
  return {
    phone,
    session,
    async close() {
      dapp.close()
      await phone.close()
    },
  }
}
