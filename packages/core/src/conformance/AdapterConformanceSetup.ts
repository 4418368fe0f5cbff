import type { ChainAdapter } from '../types/adapter.js'
import type { Network } from '../types/network.js'

/** What an adapter's test gives the conformance suite: a real adapter over a real chain. */
export interface AdapterConformanceFixture {
  /**
   * A new adapter over the same wallet and chain. Called for each test, and a second time where
   * the suite imitates a page reload (the wallet keeps its authorisation, the adapter is new).
   */
  createAdapter(): ChainAdapter
  /** A network of the chain, on which the test account is funded. */
  network: Network
  /** A second network to switch to; the switch test is skipped without it. */
  otherNetwork?: Network
  /** The connector that reaches the test wallet. */
  connectorId: string
  /** The account the wallet connects with (compared case-insensitively). */
  expectedAddress: string
  /** Checks a signature of `message` by `address` (e.g. viem's verifyMessage). */
  verifySignature(message: string, signature: string, address: string): boolean | Promise<boolean>
  /**
   * Wallet-side actions (the visitor acting in the wallet itself). Each given one is tested to
   * reach the adapter context's emit as the matching event.
   */
  walletActions?: {
    /** Another account, other than expectedAddress. */
    changeAccount?(): void | Promise<void>
    /** Moves the wallet to otherNetwork on its own side. */
    changeChain?(): void | Promise<void>
    /** Disconnects the dapp from the wallet's side. */
    disconnect?(): void | Promise<void>
  }
  /** Stops what the fixture started (chain, wallet); called once after the suite. */
  teardown?(): void | Promise<void>
}

/** Builds the fixture once before the suite (start a chain, a wallet...). */
export type AdapterConformanceSetup = () => AdapterConformanceFixture | Promise<AdapterConformanceFixture>
