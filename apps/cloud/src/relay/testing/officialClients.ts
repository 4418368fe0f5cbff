import type { LocalAccount } from 'viem'

/**
 * The official WalletConnect clients for tests, run offline: `IS_VITEST=true` is the clients' own test-run switch
 * that turns their Verify (verify.walletconnect.org) and telemetry (pulse.walletconnect.org) calls into no-ops.
 * It must be set before the clients are imported, so they are imported here, lazily.
 */
async function importClients() {
  process.env.IS_VITEST = 'true'
  const [{ SignClient }, { Core }, { WalletKit }] = await Promise.all([
    import('@walletconnect/sign-client'),
    import('@walletconnect/core'),
    import('@reown/walletkit'),
  ])
  return { SignClient, Core, WalletKit }
}

/** The clients' key-value storage in memory (the default writes files into the working folder). */
function memoryStorage() {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async () => [...entries.entries()],
    getItem: async (key: string) => entries.get(key),
    setItem: async (key: string, value: unknown) => {
      entries.set(key, value)
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}

const metadata = (name: string) => ({ name, description: name, url: 'http://localhost:5173', icons: [] })
export const EVM_CHAIN = 'eip155:31337'

/** A dapp: the official SignClient against `relayUrl`. */
export async function createDapp(relayUrl: string, name = 'dapp', projectId = 'portico-lab') {
  const { SignClient } = await importClients()
  return SignClient.init({
    projectId,
    relayUrl,
    customStoragePrefix: name,
    // biome-ignore lint/suspicious/noExplicitAny: the clients' storage interface is not exported by a package we depend on
    storage: memoryStorage() as any,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: metadata(name),
  })
}

/**
 * A wallet: the official WalletKit against `relayUrl`, approving every proposal with `account` on the local EVM
 * chain (or rejecting each, `onProposal: 'reject'`) and answering `personal_sign` with its signature.
 */
export async function createWallet(
  relayUrl: string,
  account: LocalAccount,
  name = 'wallet',
  {
    projectId = 'portico-lab',
    onProposal = 'approve',
    rpcUrl,
  }: {
    projectId?: string
    onProposal?: 'approve' | 'reject'
    /** The local EVM chain's RPC: `eth_sendTransaction` is signed and sent there. */
    rpcUrl?: string
  } = {},
) {
  const { Core, WalletKit } = await importClients()
  const core = new Core({
    projectId,
    relayUrl,
    customStoragePrefix: name,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    storage: memoryStorage() as any,
    telemetryEnabled: false,
    logger: 'silent',
  })
  const wallet = await WalletKit.init({ core, metadata: metadata(name) })
  wallet.on('session_proposal', async ({ id }) => {
    if (onProposal === 'reject') {
      await wallet.rejectSession({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    await wallet.approveSession({
      id,
      namespaces: {
        eip155: {
          chains: [EVM_CHAIN],
          accounts: [`${EVM_CHAIN}:${account.address}`],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: requestParams } = params.request as { method: string; params: unknown[] }
    let result: unknown
    if (method === 'eth_sendTransaction' && rpcUrl) {
      const { createWalletClient, http } = await import('viem')
      const [tx] = requestParams as [{ to: `0x${string}`; value?: `0x${string}`; data?: `0x${string}` }]
      const client = createWalletClient({ account, transport: http(rpcUrl) })
      result = await client.sendTransaction({
        chain: null,
        to: tx.to,
        value: tx.value ? BigInt(tx.value) : undefined,
        data: tx.data,
      })
    } else {
      const [message] = requestParams as [`0x${string}`]
      result = await account.signMessage({ message: { raw: message } })
    }
    await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return wallet
}

/** What the dapp asks for: personal_sign on the local EVM chain. */
export const EVM_NAMESPACES = {
  eip155: {
    chains: [EVM_CHAIN],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
}
