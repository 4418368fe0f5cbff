import type {
  AdapterBalance,
  SendTransactionParameters,
  SignMessageParameters,
  SignTypedDataParameters,
} from '../types/adapter.js'
import type { Network } from '../types/network.js'

/** A request over the session on the network `chainId` (its CAIP-2 id). */
export type SessionRequest = (chainId: string, method: string, params: unknown) => Promise<unknown>

/** What one namespace's session adapter can do over the session (and the network's RPC). */
export interface SessionCalls {
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
