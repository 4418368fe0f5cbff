/** A GitHub-flavoured Markdown table; the first column is left-aligned, the others right-aligned. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const escapeCell = (cell: string) => cell.replaceAll('|', '\\|')
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`
  const rule = `|${header.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}
