/** `import { a, b } from 'module'` lines, packages in alphabetical order before relative modules, names sorted. */
export function importLines(imports: ReadonlyMap<string, readonly string[]>): string {
  const modules = [...imports.keys()].sort((a, b) => {
    const relative = Number(a.startsWith('.')) - Number(b.startsWith('.'))
    return relative !== 0 ? relative : a.localeCompare(b)
  })
  return modules
    .map((module) => {
      const names = [...new Set(imports.get(module))].sort((a, b) => a.localeCompare(b))
      return `import { ${names.join(', ')} } from '${module}'`
    })
    .join('\n')
}

/** Adds `names` to what `module` is imported for. */
export function addImport(imports: Map<string, string[]>, module: string, ...names: string[]): void {
  imports.set(module, [...(imports.get(module) ?? []), ...names])
}
