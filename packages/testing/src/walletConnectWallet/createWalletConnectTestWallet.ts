import { createPromptPolicy } from '../wallet/createPromptPolicy.js'
import { WalletRpcError, walletErrorCodes } from '../wallet/WalletRpcError.js'
import { withPromptControls } from '../wallet/withPromptControls.js'
import { approvedNamespaces, askedNamespaces } from './approvedNamespaces.js'
import { bip122Signer } from './bip122Signer.js'
import { cosmosSigner } from './cosmosSigner.js'
import { answerEip155ChainRequest, EIP155_CHAIN_METHODS } from './eip155ChainRequests.js'
import { type Eip155Signer, eip155Signer } from './eip155Signer.js'
import { importOfflineWalletKit } from './importOfflineWalletKit.js'
import { memoryStorage } from './memoryStorage.js'
import type { NamespaceSigner } from './NamespaceSigner.js'
import { polkadotSigner } from './polkadotSigner.js'
import { solanaSigner } from './solanaSigner.js'
import { updateSessionAnswered } from './updateSessionAnswered.js'
import type {
  CreateWalletConnectTestWalletParameters,
  WalletConnectPromptMethod,
  WalletConnectTestNamespace,
  WalletConnectTestProposal,
  WalletConnectTestRequest,
  WalletConnectTestSession,
  WalletConnectTestWallet,
  WalletConnectTestWalletListener,
} from './WalletConnectTestWalletTypes.js'

/** Requests that open a prompt on a phone; the others (`solana_getAccounts`, …) are answered at once. */
const PROMPTING = new Set<string>([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'polkadot_signMessage',
  'polkadot_signTransaction',
  'cosmos_signDirect',
  'cosmos_signAmino',
  'signMessage',
  'sendTransfer',
])

/** WalletConnect's reason for a proposal or session the user turned down / ended (SDK error USER_REJECTED, 5000). */
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

let wallets = 0

/**
 * Creates a phone-like WalletConnect wallet for tests: the official WalletKit (what real wallets run) on a local
 * relay, pairing from a `wc:` URI, holding accounts for the namespaces it is given (the devnets' keys), answering
 * a proposal with what it supports, and signing and sending on the local chains. Its prompts — the proposal and
 * each signing request — are approved, rejected (4001; a proposal with WalletConnect's 5000), delayed or held
 * like the injected test wallets'. The clients' Verify and telemetry calls are off (`importOfflineWalletKit`),
 * so nothing leaves for a host beyond the relay and the chains.
 *
 * @example
 * const wallet = await createWalletConnectTestWallet({
 *   relayUrl: 'ws://127.0.0.1:8787/relay',
 *   eip155: { privateKey: devnetEvmAccounts[0].privateKey, chains: [{ chainId: 'eip155:31337', rpcUrl }] },
 * })
 * await wallet.pair(uriFromTheQrCode)
 */
export async function createWalletConnectTestWallet(
  parameters: CreateWalletConnectTestWalletParameters,
): Promise<WalletConnectTestWallet> {
  const signers: Record<string, NamespaceSigner> = {}
  const evm: Eip155Signer | undefined = parameters.eip155 ? eip155Signer(parameters.eip155) : undefined
  if (evm) signers.eip155 = evm
  if (parameters.solana) signers.solana = solanaSigner(parameters.solana)
  if (parameters.bip122) signers.bip122 = bip122Signer(parameters.bip122)
  if (parameters.polkadot) signers.polkadot = await polkadotSigner(parameters.polkadot)
  if (parameters.cosmos) signers.cosmos = cosmosSigner(parameters.cosmos)
  if (Object.keys(signers).length === 0)
    throw new RangeError('createWalletConnectTestWallet needs the keys of at least one namespace')

  const { Core, WalletKit } = await importOfflineWalletKit()
  wallets += 1
  const core = new Core({
    projectId: parameters.projectId ?? 'portico-lab',
    relayUrl: parameters.relayUrl,
    customStoragePrefix:
      parameters.storagePrefix ?? `portico-wc-test-wallet-${wallets}-${Math.random().toString(36).slice(2)}`,
    // biome-ignore lint/suspicious/noExplicitAny: the clients' storage interface is not exported by a package we depend on
    storage: memoryStorage() as any,
    telemetryEnabled: false,
    logger: 'silent',
  })
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: parameters.name ?? 'Portico WalletConnect Test Wallet',
      description: 'A WalletConnect wallet for tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  const policy = createPromptPolicy<WalletConnectPromptMethod>()
  let grantedNamespaces: readonly string[] | undefined
  const proposals: WalletConnectTestProposal[] = []
  const requests: WalletConnectTestRequest[] = []
  const listeners = new Set<WalletConnectTestWalletListener>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }

  const sessions = (): WalletConnectTestSession[] =>
    Object.values(kit.getActiveSessions()).map((session) => ({
      topic: session.topic,
      peer: { name: session.peer.metadata.name, url: session.peer.metadata.url },
      namespaces: Object.fromEntries(
        Object.entries(session.namespaces).map(([namespace, entry]) => [
          namespace,
          {
            chains: entry.chains ?? [],
            accounts: entry.accounts,
            methods: entry.methods,
            events: entry.events,
          },
        ]),
      ),
    }))
  const topicOr = (topic: string | undefined): string => {
    const found = topic ?? sessions().at(-1)?.topic
    if (!found) throw new Error('the WalletConnect test wallet holds no session')
    return found
  }

  const emitChainChanged = async (topic: string, chainId: string) => {
    await kit.emitSessionEvent({
      topic,
      chainId,
      event: { name: 'chainChanged', data: chainId.split(':')[1] },
    })
  }
  const namespaceOf = (topic: string) =>
    sessions().find((session) => session.topic === topic)?.namespaces.eip155
  const updateNamespace = async (topic: string, eip155: WalletConnectTestNamespace) => {
    const namespaces = { ...sessions().find((session) => session.topic === topic)?.namespaces, eip155 }
    await updateSessionAnswered(kit, topic, namespaces)
    changed()
  }

  kit.on('session_proposal', async ({ id, params }) => {
    const proposal: WalletConnectTestProposal = {
      id,
      peer: { name: params.proposer.metadata.name, url: params.proposer.metadata.url },
      namespaces: askedNamespaces(params.requiredNamespaces, params.optionalNamespaces),
      status: 'pending',
    }
    proposals.push(proposal)
    changed()
    try {
      await policy.prompt('session_proposal')
    } catch {
      proposal.status = 'rejected'
      changed()
      await kit.rejectSession({ id, reason: USER_REJECTED })
      return
    }
    const offered = grantedNamespaces
      ? Object.fromEntries(
          Object.entries(signers).filter(([namespace]) => grantedNamespaces?.includes(namespace)),
        )
      : signers
    const { namespaces, missing } = approvedNamespaces(
      offered,
      params.requiredNamespaces,
      params.optionalNamespaces,
    )
    if (missing.length > 0 || Object.keys(namespaces).length === 0) {
      proposal.status = 'rejected'
      changed()
      await kit.rejectSession({ id, reason: UNSUPPORTED_CHAINS })
      return
    }
    await kit.approveSession({ id, namespaces })
    proposal.status = 'approved'
    changed()
  })

  kit.on('session_request', async ({ id, topic, params }) => {
    const { chainId } = params
    const { method, params: requestParams } = params.request
    const request: WalletConnectTestRequest = {
      id,
      topic,
      chainId,
      method,
      params: requestParams,
      status: 'pending',
    }
    requests.push(request)
    changed()
    let response:
      | { id: number; jsonrpc: '2.0'; result: unknown }
      | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }
    try {
      const namespace = chainId.split(':')[0] as string
      const granted = kit.getActiveSessions()[topic]?.namespaces[namespace]
      const signer = signers[namespace]
      if (!signer || !granted?.chains?.includes(chainId) || !granted.methods.includes(method))
        throw WalletRpcError.unauthorized(`${method} on ${chainId} is not part of this session`)
      if (PROMPTING.has(method)) await policy.prompt(method as WalletConnectPromptMethod)
      const result =
        evm && namespace === 'eip155' && EIP155_CHAIN_METHODS.has(method)
          ? await answerEip155ChainRequest(
              {
                signer: evm,
                namespaceOf,
                updateNamespace,
                emitChainChanged,
                prompt: (each) => policy.prompt(each),
              },
              { topic, chainId, method, params: requestParams },
            )
          : await signer.handle({ chainId, method, params: requestParams })
      request.status = 'approved'
      response = { id, jsonrpc: '2.0', result }
    } catch (error) {
      const code = error instanceof WalletRpcError ? error.code : walletErrorCodes.internal
      request.status = code === walletErrorCodes.userRejected ? 'rejected' : 'failed'
      response = { id, jsonrpc: '2.0', error: { code, message: (error as Error).message } }
    }
    changed()
    await kit.respondSessionRequest({ topic, response })
  })

  kit.on('session_delete', () => changed())

  return withPromptControls<WalletConnectTestWallet>(policy, {
    async pair(uri) {
      if (!uri.startsWith('wc:')) throw new RangeError(`not a WalletConnect URI: ${uri.slice(0, 40)}`)
      await kit.pair({ uri })
    },
    get sessions() {
      return sessions()
    },
    grantOnly(namespaces) {
      grantedNamespaces = namespaces === undefined ? undefined : [...namespaces]
    },
    get proposals() {
      return proposals.map((proposal) => ({ ...proposal }))
    },
    get requests() {
      return requests.map((request) => ({ ...request }))
    },
    get accounts() {
      return Object.fromEntries(
        Object.entries(signers).map(([namespace, signer]) => [
          namespace,
          signer.chains.flatMap((chain) => signer.accountsOn(chain)),
        ]),
      )
    },
    async disconnect(topic) {
      const topics = topic ? [topic] : sessions().map((session) => session.topic)
      for (const each of topics) await kit.disconnectSession({ topic: each, reason: USER_DISCONNECTED })
      changed()
    },
    async emitAccountsChanged(chainId, accounts, topic) {
      const namespace = chainId.split(':')[0] as string
      const data = accounts ?? signers[namespace]?.accountsOn(chainId) ?? []
      await kit.emitSessionEvent({ topic: topicOr(topic), chainId, event: { name: 'accountsChanged', data } })
    },
    emitChainChanged: (chainId, topic) => emitChainChanged(topicOr(topic), chainId),
    async updateNamespaces(namespaces: Record<string, WalletConnectTestNamespace>, topic) {
      await updateSessionAnswered(kit, topicOr(topic), namespaces)
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    async close() {
      listeners.clear()
      // The heartbeat re-publishes unacknowledged messages and would open the transport again after it is closed
      // (an unhandled ECONNREFUSED once the relay is gone): stop it first.
      core.heartbeat.stop()
      await core.relayer.transportClose()
    },
  })
}
