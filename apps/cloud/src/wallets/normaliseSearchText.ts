/** Lower case, accents removed, runs of spaces collapsed: the form names and queries are compared in. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}
