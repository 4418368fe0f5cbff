import type { ChainNamespace, Network } from '@portico/core'
import type { ProposalNamespace } from '../sign/SignTypes.js'

/** The WalletConnect request methods and events of each namespace (the adapters' session wallets use these). */
export const NAMESPACE_METHODS: Readonly<Record<ChainNamespace, ProposalNamespace>> = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      // EIP-5792: a wallet that runs batches approves these; the eip155 adapter sends them only then.
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_showCallsStatus',
    ],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: { methods: ['solana_signMessage', 'solana_signTransaction'], events: [] },
  bip122: { methods: ['signMessage', 'sendTransfer'], events: [] },
  polkadot: { methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: [] },
  cosmos: { methods: ['cosmos_signDirect', 'cosmos_signAmino'], events: [] },
}

/**
 * The CAIP-25 optional namespaces of a proposal: the app's networks of every namespace that takes part (its
 * adapter has `connectSession`), with that namespace's methods and events. None is required (what current
 * wallets expect; the wallet answers with what it supports).
 * @example proposalNamespaces([mainnet], ['eip155']) // { eip155: { chains: ['eip155:1'], methods: […], events: […] } }
 */
export function proposalNamespaces(
  networks: readonly Network[],
  taking: readonly ChainNamespace[],
): Record<string, ProposalNamespace> {
  const out: Record<string, ProposalNamespace> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    if (!taking.includes(namespace)) continue
    const entry = out[namespace] ?? {
      chains: [],
      methods: [...NAMESPACE_METHODS[namespace].methods],
      events: [...NAMESPACE_METHODS[namespace].events],
    }
    out[namespace] = entry
    if (!entry.chains?.includes(network.caipNetworkId)) entry.chains?.push(network.caipNetworkId)
  }
  return out
}
