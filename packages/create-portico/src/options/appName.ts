import { basename, resolve } from 'node:path'
import { CreatePorticoError } from './CreatePorticoError.js'

/** The npm package name for an app created in `directory`: its folder's name, lower case, with `-` for the rest. */
export function appName(directory: string): string {
  const name = basename(resolve(directory))
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+/, '')
    .slice(0, 214)
  if (name === '')
    throw new CreatePorticoError(`Cannot name a package after the folder "${directory}": choose another.`)
  return name
}
