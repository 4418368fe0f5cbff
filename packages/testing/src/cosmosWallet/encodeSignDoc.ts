/** A protobuf varint. */
function varint(value: bigint): number[] {
  const bytes: number[] = []
  let rest = value
  while (rest > 0x7fn) {
    bytes.push(Number(rest & 0x7fn) | 0x80)
    rest >>= 7n
  }
  bytes.push(Number(rest))
  return bytes
}

function lengthDelimited(field: number, bytes: Uint8Array): number[] {
  return bytes.length === 0 ? [] : [(field << 3) | 2, ...varint(BigInt(bytes.length)), ...bytes]
}

/**
 * The SIGN_MODE_DIRECT sign bytes: `cosmos.tx.v1beta1.SignDoc` in canonical protobuf (fields in
 * order, proto3 defaults left out), what the node rebuilds from the transaction to check it.
 */
export function encodeSignDoc({
  bodyBytes,
  authInfoBytes,
  chainId,
  accountNumber,
}: {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}): Uint8Array {
  return Uint8Array.from([
    ...lengthDelimited(1, bodyBytes),
    ...lengthDelimited(2, authInfoBytes),
    ...lengthDelimited(3, new TextEncoder().encode(chainId)),
    ...(accountNumber === 0n ? [] : [(4 << 3) | 0, ...varint(accountNumber)]),
  ])
}
