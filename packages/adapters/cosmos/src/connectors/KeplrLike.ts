/** The account a Keplr-compatible wallet answers `getKey` with (Keplr's `Key`, the fields Portico reads). */
export interface KeplrKey {
  readonly name: string
  readonly algo: string
  readonly pubKey: Uint8Array
  readonly address: Uint8Array
  readonly bech32Address: string
  readonly isNanoLedger: boolean
}

/** A signature as Cosmos wallets return it (amino `StdSignature`): base64 signature and public key. */
export interface KeplrStdSignature {
  readonly pub_key: { readonly type: string; readonly value: string }
  readonly signature: string
}

/** The protobuf sign document `signDirect` signs (`cosmos.tx.v1beta1.SignDoc`). */
export interface KeplrSignDoc {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}

/** An amino JSON sign document (`StdSignDoc`), as `signAmino` takes it. */
export interface KeplrAminoSignDoc {
  readonly chain_id: string
  readonly account_number: string
  readonly sequence: string
  readonly fee: { readonly amount: readonly { denom: string; amount: string }[]; readonly gas: string }
  readonly msgs: readonly { readonly type: string; readonly value: unknown }[]
  readonly memo: string
}

/** The chain description `experimentalSuggestChain` takes (the fields every Keplr-compatible wallet reads). */
export interface KeplrChainInfo {
  chainId: string
  chainName: string
  rpc: string
  rest: string
  bip44: { coinType: number }
  bech32Config: {
    bech32PrefixAccAddr: string
    bech32PrefixAccPub: string
    bech32PrefixValAddr: string
    bech32PrefixValPub: string
    bech32PrefixConsAddr: string
    bech32PrefixConsPub: string
  }
  currencies: { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }[]
  feeCurrencies: {
    coinDenom: string
    coinMinimalDenom: string
    coinDecimals: number
    gasPriceStep?: { low: number; average: number; high: number }
  }[]
  stakeCurrency?: { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }
}

/**
 * The Keplr wallet API as Portico uses it: the de-facto interface of Cosmos browser wallets
 * (`window.keplr`, `window.leap`, `window.cosmostation.providers.keplr`, …). Only what the adapter
 * calls is typed; `sendTx` and `experimentalSuggestChain` are optional because not every wallet
 * offers them.
 */
export interface KeplrLike {
  enable(chainIds: string | string[]): Promise<void>
  /** Revokes the site's permission (Keplr 0.12+); older wallets lack it. */
  disable?(chainIds?: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signDirect(
    chainId: string,
    signer: string,
    signDoc: KeplrSignDoc,
  ): Promise<{ signed: KeplrSignDoc; signature: KeplrStdSignature }>
  signAmino(
    chainId: string,
    signer: string,
    signDoc: KeplrAminoSignDoc,
  ): Promise<{ signed: KeplrAminoSignDoc; signature: KeplrStdSignature }>
  /** ADR-36 signature of arbitrary data (a UTF-8 string or bytes). */
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<KeplrStdSignature>
  /** Broadcasts signed `TxRaw` bytes through the wallet's own node; answers the tx hash bytes. */
  sendTx?(chainId: string, tx: Uint8Array, mode: 'sync' | 'async' | 'block'): Promise<Uint8Array>
  experimentalSuggestChain?(chainInfo: KeplrChainInfo): Promise<void>
}
