/** A stored value read back as a plain record; anything else (garbage from an old version) as {}. */
export function storedRecord<T extends object>(value: T | undefined): Partial<T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}
}

/** A stored value read back as a list; anything else as []. */
export function storedList<T>(value: readonly T[] | undefined): T[] {
  return Array.isArray(value) ? [...value] : []
}
