/**
 * The part of the `window.injectedWeb3` protocol (polkadot-js, Talisman, SubWallet, the
 * @portico/testing extension) the adapter relies on; defined here so the adapter does not depend on
 * `@polkadot/extension-inject`.
 */

/** One account an extension shares with the page. */
export interface InjectedAccount {
  /** SS58 address, in whatever format the extension keeps it. */
  address: string
  /** Genesis hash the account is restricted to (`0x…`), or none for every chain. */
  genesisHash?: string | null
  name?: string
  /** Key type; polkadot-js omits it for older accounts, which are sr25519. */
  type?: string
}

/** `signer.signRaw`'s input: `data` is hex; `type: 'bytes'` makes the extension wrap it in `<Bytes>…</Bytes>`. */
export interface InjectedSignerRaw {
  address: string
  data: string
  type: 'bytes' | 'payload'
}

/** What a signer returns: the request id and the hex signature (with its key-type byte for a payload). */
export interface InjectedSignerResult {
  id: number
  signature: string
}

/** `SignerPayloadJSON` as @polkadot/api hands it to an extension. */
export interface InjectedSignerPayload {
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
  withSignedTransaction?: boolean
}

export interface InjectedSigner {
  signRaw?(raw: InjectedSignerRaw): Promise<InjectedSignerResult>
  signPayload?(payload: InjectedSignerPayload): Promise<InjectedSignerResult>
}

/** What `enable(originName)` resolves with once the visitor allowed the page. */
export interface InjectedExtension {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    /** Calls back with the full list on every change; returns an unsubscribe function. */
    subscribe(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: InjectedSigner
}

/** One entry of `window.injectedWeb3`. */
export interface InjectedWindowProvider {
  version?: string
  enable(originName: string): Promise<InjectedExtension>
}

/** `window.injectedWeb3`: extension key (e.g. 'polkadot-js', 'talisman', 'subwallet-js') to entry. */
export type InjectedWeb3 = Record<string, InjectedWindowProvider>
