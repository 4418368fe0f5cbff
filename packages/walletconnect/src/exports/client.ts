export {
  type ConnectParameters,
  createSignClient,
  type SignClient,
  type SignClientParameters,
} from '../sign/createSignClient.js'
export type {
  PeerMetadata,
  ProposalNamespace,
  Session,
  SessionEvent,
  SessionNamespace,
} from '../sign/SignTypes.js'
export { WalletRpcError } from '../sign/SignTypes.js'
export { toRemoteSession } from '../sign/toRemoteSession.js'
