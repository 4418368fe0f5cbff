const TEXT_MAX = 200
const IMAGE_MAX = 100_000

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined
}

/**
 * The name and image of an NFT's metadata when its token URI is a `data:application/json` URI
 * (plain or base64); anything else, or JSON that does not parse, gives nothing. Long values are
 * dropped rather than passed on.
 * @example readTokenMetadata('data:application/json,{"name":"Cat #1"}') // { name: 'Cat #1' }
 */
export function readTokenMetadata(uri: string): { name?: string; image?: string } {
  const match = /^data:application\/json(;base64)?,(.*)$/s.exec(uri)
  if (!match) return {}
  try {
    const body = match[1]
      ? Buffer.from(match[2] ?? '', 'base64').toString('utf8')
      : decodeURIComponent(match[2] ?? '')
    const json = JSON.parse(body) as { name?: unknown; image?: unknown }
    const image = text(json.image, IMAGE_MAX)
    const name = text(json.name, TEXT_MAX)
    return {
      ...(name !== undefined ? { name } : {}),
      ...(image !== undefined && /^(https:|ipfs:|data:image\/)/.test(image) ? { image } : {}),
    }
  } catch {
    return {}
  }
}
