import type { ChainClients } from '../blockchain/createChainClients.js'
import type { CloudConfig } from '../config/CloudConfig.js'
import type { Logger } from '../log/createLogger.js'
import type { ProjectCache } from '../projects/createProjectCache.js'
import type { Relay } from '../relay/createRelay.js'
import type { UpstreamResolver } from '../rpc/createUpstreamResolver.js'
import type { Storage } from '../storage/Storage.js'
import type { WalletIndex } from '../wallets/createWalletIndex.js'
import type { ClientAddress } from './createClientAddress.js'
import type { RateLimiter } from './createRateLimiter.js'

/** What the HTTP routes work with; built once by startCloud. */
export type CloudDeps = {
  config: CloudConfig
  storage: Storage
  logger: Logger
  projects: ProjectCache
  wallets: WalletIndex
  rateLimiter: RateLimiter
  upstreams: UpstreamResolver
  chains: ChainClients
  adminToken: string
  /** The WalletConnect relay of this node (src/relay/). */
  relay: Relay
  /** The client address rate limits count by (X-Forwarded-For only from trusted proxies). */
  clientAddress: ClientAddress
  /** Base of image URLs in answers: PUBLIC_URL, else the address the node listens on. */
  publicUrl(): string
}
