// `pnpm check:exact-optional`: an app compiled with `exactOptionalPropertyTypes` can pass a maybe-undefined value
// wherever our public options, parameters and props mean absence. Compiles every packages/*/typetests/*.ts (and
// packages/adapters/*/typetests/*.ts) with the repository's compiler options plus `exactOptionalPropertyTypes`, and
// reports the errors in those fixtures only: our own sources are not written for that setting, an app's are.
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '..')
const fixtures = ['packages', 'packages/adapters']
  .flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(root, parent, name, 'typetests')))
  .flatMap((dir) => {
    try {
      return readdirSync(dir)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => join(dir, name))
    } catch {
      return []
    }
  })

const base = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile)
const { options } = ts.parseJsonConfigFileContent(base.config, ts.sys, root)
const program = ts.createProgram({
  rootNames: [...fixtures, join(root, 'scripts/typetests/OptionalKeysRejectingUndefined.d.ts')],
  options: { ...options, exactOptionalPropertyTypes: true, noEmit: true },
})
const diagnostics = fixtures.flatMap((file) => {
  const source = program.getSourceFile(file)
  return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : []
})
if (diagnostics.length > 0) {
  console.error(
    ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    }),
  )
  process.exit(1)
}
console.log(`check:exact-optional: ${fixtures.length} fixtures, no error`)
