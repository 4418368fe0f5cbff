import { expect, it } from 'vitest'
import { featurePackages, featuresModule } from './featurePackages.js'

it("finds the workspace's feature packages by their package.json, each with its feature export", () => {
  const packages = featurePackages()
  const byName = Object.fromEntries(packages.map((each) => [each.name, each]))
  expect(byName['@portico/receive']).toMatchObject({
    exportName: 'receiveFeature',
    sourceDir: 'packages/receive/src/',
  })
  expect(byName['@portico/activity']?.exportName).toBe('activity')
  expect(byName['@portico/names']?.entry).toMatch(/packages\/names\/src\/exports\/index\.ts$/)
  expect(byName['@portico/core']).toBeUndefined()
})

it('writes a module that installs every feature, calling the ones that are functions with their options', () => {
  const source = featuresModule([
    {
      name: '@portico/receive',
      exportName: 'receiveFeature',
      entry: '/r/index.ts',
      sourceDir: 'packages/receive/src/',
    },
    {
      name: '@portico/activity',
      exportName: 'activity',
      entry: '/a/index.ts',
      sourceDir: 'packages/activity/src/',
    },
  ])
  expect(source).toBe(
    [
      'import { receiveFeature as feature0 } from "/r/index.ts"',
      'import { activity as feature1 } from "/a/index.ts"',
      `const options = JSON.parse(new URLSearchParams(location.search).get("portico-features") ?? '{}')`,
      'export const plugins = [typeof feature0 === \'function\' ? feature0(options["@portico/receive"]) : feature0, typeof feature1 === \'function\' ? feature1(options["@portico/activity"]) : feature1]',
      '',
    ].join('\n'),
  )
})

it('writes an empty list without feature packages (the widget-alone build of the budget)', () => {
  expect(featuresModule([])).toBe('export const plugins = []\n')
})
