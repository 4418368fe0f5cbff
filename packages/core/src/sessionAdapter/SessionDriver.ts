import type {
  AdapterBalance,
  SendTransactionParameters,
  SignMessageParameters,
  SignTypedDataParameters,
} from '../types/adapter.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'

/** A request over the session on the network `chainId` (its CAIP-2 id). */
export type SessionRequest = (chainId: string, method: string, params: unknown) => Promise<unknown>

/**
 * One namespace's protocol over a remote wallet's session (and the network's RPC): what the session adapter
 * (`createSessionAdapter`, namespace-free) asks it to sign, send, switch and read. A capability the driver leaves
 * out is reported as not supported; a namespace without a driver only connects.
 */
export interface SessionDriver {
  readonly namespace: ChainNamespace
  signMessage(request: SessionRequest, chainId: string, parameters: SignMessageParameters): Promise<string>
  signTypedData?(
    request: SessionRequest,
    chainId: string,
    parameters: SignTypedDataParameters,
  ): Promise<string>
  sendTransaction?(request: SessionRequest, parameters: SendTransactionParameters): Promise<string>
  switchNetwork?(request: SessionRequest, chainId: string, network: Network): Promise<void>
  getBalance?(parameters: { address: string; network: Network }): Promise<AdapterBalance>
}
