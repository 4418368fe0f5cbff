/**
 * A GitHub-flavoured Markdown table. The first column is left-aligned; the others are right-aligned
 * (numbers) unless `textColumns` says they hold text.
 */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  textColumns = false,
): string {
  const escapeCell = (cell: string) => cell.replaceAll('|', '\\|')
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`
  const rule = `|${header.map((_, index) => (index === 0 || textColumns ? '---' : '---:')).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}
