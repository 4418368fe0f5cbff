import { describe, expect, it } from 'vitest'
import { markdownTable } from './markdownTable.js'

describe('markdownTable', () => {
  it('right-aligns every column but the first and escapes pipes', () => {
    expect(markdownTable(['App', 'KiB'], [['a|b', '1.0']])).toBe('| App | KiB |\n|---|---:|\n| a\\|b | 1.0 |')
  })

  it('left-aligns text columns when asked', () => {
    expect(markdownTable(['App', 'hosts'], [['x', 'none']], true)).toBe(
      '| App | hosts |\n|---|---|\n| x | none |',
    )
  })
})
