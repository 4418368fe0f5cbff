import { NAME_SUGGESTIONS_COUNT } from '../constants/pageSizes.js'
import type { Queryable } from '../storage/Storage.js'

/**
 * Up to NAME_SUGGESTIONS_COUNT free names close to `input`: the name itself, then common variations.
 * Characters a name cannot hold are dropped; inputs shorter than 4 characters are padded with variations.
 */
export async function suggestNames(
  db: Queryable,
  input: string,
  suffix: string,
): Promise<{ name: string; registered: boolean }[]> {
  const base =
    input
      .toLowerCase()
      .replace(suffix, '')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'name'
  const labels = [
    base,
    `${base}-id`,
    `${base}-web3`,
    `the-${base}`,
    `${base}-hq`,
    `${base}-app`,
    `${base}0`,
    `${base}1`,
  ]
    .filter((label) => label.length >= 4)
    .map((label) => `${label}${suffix}`)
  const taken = new Set(
    (
      await db.query<{ name: string }>(
        'select name from names where name = any(select jsonb_array_elements_text($1::jsonb))',
        [JSON.stringify(labels)],
      )
    ).map((row) => row.name),
  )
  return labels
    .filter((name) => !taken.has(name))
    .slice(0, NAME_SUGGESTIONS_COUNT)
    .map((name) => ({ name, registered: false }))
}
