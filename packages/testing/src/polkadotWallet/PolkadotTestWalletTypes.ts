import type { TestWalletPromptControls } from '../wallet/TestWalletPromptControls.js'

/** An account as the test extension shares it (the `window.injectedWeb3` account shape). */
export interface PolkadotTestWalletAccount {
  address: string
  name?: string
  type: 'sr25519' | 'ed25519'
  genesisHash?: string | null
}

/** `signer.signRaw`'s input: hex `data`; `type: 'bytes'` is signed wrapped in `<Bytes>…</Bytes>`. */
export interface PolkadotTestWalletSignRaw {
  address: string
  data: string
  type: 'bytes' | 'payload'
}

/** `SignerPayloadJSON`, as @polkadot/api hands it to an extension's `signPayload`. */
export interface PolkadotTestWalletSignerPayload {
  address: string
  blockHash: string
  blockNumber: string
  era: string
  genesisHash: string
  method: string
  nonce: string
  specVersion: string
  tip: string
  transactionVersion: string
  signedExtensions: string[]
  version: number
  assetId?: unknown
  metadataHash?: string
  mode?: number
}

export interface PolkadotTestWalletSignerResult {
  id: number
  signature: `0x${string}`
}

/** What `enable(originName)` resolves with: the injected extension object a page uses. */
export interface PolkadotTestWalletExtension {
  name: string
  version: string
  accounts: {
    get(anyType?: boolean): Promise<PolkadotTestWalletAccount[]>
    /** Calls back at once with the current list and again on every change; returns the unsubscribe. */
    subscribe(callback: (accounts: PolkadotTestWalletAccount[]) => void): () => void
  }
  signer: {
    signRaw(raw: PolkadotTestWalletSignRaw): Promise<PolkadotTestWalletSignerResult>
    signPayload(payload: PolkadotTestWalletSignerPayload): Promise<PolkadotTestWalletSignerResult>
  }
}

/** The requests that show a prompt in a real extension, so the controls approve, reject or delay them. */
export type PolkadotPromptMethod = 'enable' | 'signRaw' | 'signPayload'

/** What `createPolkadotTestWallet` takes: the accounts' secret URIs and how it shows itself. */
export interface CreatePolkadotTestWalletParameters {
  /** Secret URIs (`//Alice`, a mnemonic, `0x…` seed), selected account first. */
  uris: readonly string[]
  /** Key type of every account. Default 'sr25519' (what the devnet's funded dev accounts are). */
  type?: 'sr25519' | 'ed25519'
  /** SS58 prefix the extension shows addresses in. Default 42 (generic Substrate, as polkadot-js). */
  ss58Prefix?: number
  /** Its `window.injectedWeb3` key. Default 'portico-test'. */
  key?: string
  /** Default '0.0.0'. */
  version?: string
  /** Starts already authorised for the site (as after an earlier approval): `enable` does not prompt. */
  authorized?: boolean
}

/**
 * A polkadot-js-compatible extension backed by local keys, plus the controls a test sets: how
 * prompts are answered, and extension-side changes (other accounts, the site's access revoked).
 */
export interface PolkadotTestWallet extends TestWalletPromptControls<PolkadotPromptMethod> {
  /** Its `window.injectedWeb3` key. */
  readonly key: string
  readonly version: string
  /** What the extension injects: `enable(originName)` (prompts until the site is authorised). */
  enable(originName: string): Promise<PolkadotTestWalletExtension>
  /** Whether the site may see the accounts. */
  authorized: boolean
  /** The origin names `enable` was called with, in order. */
  readonly origins: readonly string[]
  /** The account addresses (in the wallet's SS58 format), selected first, whether or not the site sees them. */
  readonly addresses: readonly string[]
  /** Rejects prompts with Error('Cancelled') as polkadot-js does: one method, or every method. */
  reject(method?: PolkadotPromptMethod): void

  /** Replaces the accounts (selected first) and tells the site's subscribers when it is authorised. */
  setAccounts(uris: readonly string[]): void
  /** Revokes the site's access from the extension side: subscribers get an empty account list. */
  emitDisconnect(): void
}
