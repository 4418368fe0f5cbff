/** The gas estimate a built transaction of the cloud carries (`tx.eip155.gas`), when it has one. */
export function gasOf(tx: { eip155?: { gas?: string | null } | undefined }): bigint | undefined {
  const gas = tx.eip155?.gas
  return gas ? BigInt(gas) : undefined
}
