import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { FOLLOW_CHANGESET, followPortico } from './followPortico.mjs'

const manifest = {
  name: 'create-portico',
  devDependencies: { '@portico/core': 'workspace:^', '@portico/send': 'workspace:^' },
}

function changesets(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'changesets-'))
  writeFileSync(join(dir, 'config.json'), '{}')
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

it('releases create-portico with the Portico packages it writes into apps', () => {
  const dir = changesets({
    'a.md': '---\n\'@portico/send\': minor\n"@portico/cloud": patch\n---\n\nSend.\n',
    'b.md': '---\n"@portico/core": patch\n---\n\nCore.\n',
  })
  expect(followPortico(dir, manifest)).toEqual(['@portico/core', '@portico/send'])
  expect(readFileSync(join(dir, FOLLOW_CHANGESET), 'utf8')).toBe(
    '---\n"create-portico": patch\n---\n\nThe apps it creates install the new releases of @portico/core, @portico/send.\n',
  )
})

it('writes nothing when create-portico is released anyway, or none of its packages is', () => {
  const released = changesets({
    'a.md': "---\n'@portico/core': minor\n'create-portico': minor\n---\n\nBoth.\n",
  })
  expect(followPortico(released, manifest)).toEqual([])
  const other = changesets({ 'a.md': "---\n'@portico/cloud': minor\n---\n\nThe cloud.\n" })
  expect(followPortico(other, manifest)).toEqual([])
  expect(readdirSync(other).sort()).toEqual(['a.md', 'config.json'])
})
