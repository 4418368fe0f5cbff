/** A running implementation of Portico Cloud for the contract suite: the real cloud or a stand-in. */
export interface CloudContractSubject {
  /** Base URL, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** A project the cloud serves, with at least one allowed origin. */
  projectId: string
  /** An EVM network (CAIP-2) whose balances and NFTs the cloud reads. */
  chainId: string
  /** An EVM account that signs the name registration (the real cloud checks its signature). */
  signer: {
    address: string
    signMessage(parameters: { message: string }): Promise<string>
  }
  stop(): Promise<void>
}
