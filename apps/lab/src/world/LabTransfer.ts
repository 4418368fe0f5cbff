/** What the "Through Portico" panel's send button sends in one namespace. */
export interface LabTransfer {
  /** A second devnet account of the namespace (never one a test wallet signs with). */
  to: string
  /** In the namespace's base units (wei, lamports, satoshis, uptc). */
  value: bigint
  /** The button's amount and symbol, e.g. `0.01 SOL`. */
  label: string
}
