import type { TestWalletPromptControls } from '../wallet/TestWalletPromptControls.js'

/** A secp256k1 private key: hex (the devnet accounts' `privateKey`) or 32 bytes. */
export type CosmosTestWalletKey = string | Uint8Array

/** A Cosmos chain the test wallet knows: its id, address prefix and where to broadcast. */
export interface CosmosTestWalletChain {
  chainId: string
  bech32Prefix: string
  /** Cosmos REST (LCD) API, for `sendTx`. */
  restUrl: string
}

/** What `createCosmosTestWallet` takes: one key, the chains it knows, and where its window events go. */
export interface CreateCosmosTestWalletParameters {
  privateKey: CosmosTestWalletKey
  chains: readonly CosmosTestWalletChain[]
  /** The key's name (Keplr's `Key.name`); default 'Portico Test Key'. */
  name?: string
  /** Starts with every known chain enabled for the site (as after an earlier approval). */
  authorized?: boolean
  /** Starts with these chains enabled for the site (an extension's remembered permission). */
  enabledChains?: readonly string[]
  /** Where `keplr_keystorechange` is dispatched; default `window` (none in Node unless given). */
  eventTarget?: EventTarget
}

/** The requests that show a prompt in Keplr, so the controls approve, reject or delay them. */
export type CosmosPromptMethod =
  | 'enable'
  | 'experimentalSuggestChain'
  | 'signDirect'
  | 'signAmino'
  | 'signArbitrary'

/** Keplr's `Key`: the selected account on one chain. */
export interface CosmosTestWalletAccountKey {
  readonly name: string
  readonly algo: 'secp256k1'
  readonly pubKey: Uint8Array
  readonly address: Uint8Array
  readonly bech32Address: string
  readonly ethereumHexAddress: string
  readonly isNanoLedger: false
  readonly isKeystone: false
}

/** An amino `StdSignature`: base64 public key (`tendermint/PubKeySecp256k1`) and signature. */
export interface CosmosTestWalletSignature {
  pub_key: { type: 'tendermint/PubKeySecp256k1'; value: string }
  signature: string
}

/** A protobuf `SignDoc` as `signDirect` takes it; the account number as bigint, number or Long. */
export interface CosmosTestWalletSignDoc {
  bodyBytes?: Uint8Array | null
  authInfoBytes?: Uint8Array | null
  chainId?: string | null
  accountNumber?: bigint | number | { toString(): string } | null
}

/** The `experimentalSuggestChain` fields the test wallet reads (Keplr's ChainInfo has more). */
export interface CosmosTestWalletChainInfo {
  chainId: string
  rest: string
  bech32Config: { bech32PrefixAccAddr: string }
}

/** What cosmjs's SigningStargateClient needs from a signer: its accounts and amino signing. */
export interface CosmosTestWalletOfflineSigner {
  getAccounts(): Promise<readonly { address: string; algo: 'secp256k1'; pubkey: Uint8Array }[]>
  signAmino<SignDoc extends { chain_id: string }>(
    signer: string,
    signDoc: SignDoc,
  ): Promise<{ signed: SignDoc; signature: CosmosTestWalletSignature }>
}

/**
 * A Keplr-compatible wallet (the API Keplr, Leap and Cosmostation share) backed by a local key and
 * a local LCD, plus the controls a test sets: how prompts are answered, and wallet-side changes.
 */
export interface CosmosTestWallet extends TestWalletPromptControls<CosmosPromptMethod> {
  enable(chainIds: string | readonly string[]): Promise<void>
  disable(chainIds?: string | readonly string[]): Promise<void>
  getKey(chainId: string): Promise<CosmosTestWalletAccountKey>
  signDirect(
    chainId: string,
    signer: string,
    signDoc: CosmosTestWalletSignDoc,
  ): Promise<{
    signed: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: bigint }
    signature: CosmosTestWalletSignature
  }>
  signAmino<SignDoc extends { chain_id: string }>(
    chainId: string,
    signer: string,
    signDoc: SignDoc,
  ): Promise<{ signed: SignDoc; signature: CosmosTestWalletSignature }>
  signArbitrary(
    chainId: string,
    signer: string,
    data: string | Uint8Array,
  ): Promise<CosmosTestWalletSignature>
  verifyArbitrary(
    chainId: string,
    signer: string,
    data: string | Uint8Array,
    signature: CosmosTestWalletSignature,
  ): Promise<boolean>
  /** Broadcasts `TxRaw` bytes to the chain's LCD (sync); answers the tx hash bytes, throws the node's log on a refusal. */
  sendTx(chainId: string, tx: Uint8Array, mode: 'sync' | 'async' | 'block'): Promise<Uint8Array>
  experimentalSuggestChain(chainInfo: CosmosTestWalletChainInfo): Promise<void>
  /** A cosmjs offline signer (direct and amino) over this wallet, as Keplr's `getOfflineSigner`. */
  getOfflineSigner(chainId: string): CosmosTestWalletOfflineSigner & {
    signDirect(signer: string, signDoc: CosmosTestWalletSignDoc): ReturnType<CosmosTestWallet['signDirect']>
  }
  /** A cosmjs amino-only offline signer, as Keplr's `getOfflineSignerOnlyAmino` (what a Ledger uses). */
  getOfflineSignerOnlyAmino(chainId: string): CosmosTestWalletOfflineSigner

  /** Chain ids the site may use (enabled), in the order they were enabled. */
  readonly enabledChains: readonly string[]
  /** The chains the wallet knows, including suggested ones. */
  readonly chainIds: readonly string[]
  /** The selected account's address on a chain the wallet knows. */
  addressOn(chainId: string): string
  /** Rejects prompts as Keplr does, with `Error('Request rejected')`: one request, or every request. */
  reject(method?: CosmosPromptMethod): void
  /** The visitor selects another key: the wallet dispatches `keplr_keystorechange`. */
  setKey(privateKey: CosmosTestWalletKey): void
}
