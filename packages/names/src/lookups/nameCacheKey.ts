/** The name cache's key of a name as asked (`Alice`, `alice.portico.id`): lower case, spaces trimmed. */
export function nameCacheKey(name: string): string {
  return name.trim().toLowerCase()
}

/** The label of a name (`alice` of `alice.portico.id`): names hold no dots, the suffix starts at the first. */
export function nameLabelOf(name: string): string {
  return nameCacheKey(name).split('.')[0] ?? ''
}
