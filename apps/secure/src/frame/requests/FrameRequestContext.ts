import type { FrameContext } from '../FrameContext.js'

/** What serving one of the page's RPC requests reads of the frame: its login, keys, approval, policy and networks. */
export type FrameRequestContext = Pick<
  FrameContext,
  | 'auth'
  | 'store'
  | 'vault'
  | 'key'
  | 'approve'
  | 'locale'
  | 'rpcPolicy'
  | 'state'
  | 'smartAccounts'
  | 'swapRouters'
  | 'smartSessions'
  | 'delegations'
  | 'parentOrigin'
>
