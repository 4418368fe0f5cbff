function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedJson)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedJson((value as Record<string, unknown>)[key])]),
  )
}

/**
 * The SIGN_MODE_LEGACY_AMINO_JSON sign bytes: the document as JSON with sorted keys and `&`, `<`,
 * `>` escaped (as cosmjs's serializeSignDoc and the SDK write it), UTF-8.
 */
export function serializeAminoSignDoc(signDoc: unknown): Uint8Array {
  const json = JSON.stringify(sortedJson(signDoc))
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
  return new TextEncoder().encode(json)
}
