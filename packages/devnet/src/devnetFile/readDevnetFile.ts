import { readFile } from 'node:fs/promises'
import { DevnetError } from '../errors/DevnetError.js'
import type { DevnetFile } from './DevnetFile.js'
import { devnetFilePath } from './devnetFilePath.js'

/** Reads the file a running `pnpm devnet` wrote (lab, cloud and tests use this to find the chains). */
export async function readDevnetFile(path: string = devnetFilePath()): Promise<DevnetFile> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (cause) {
    throw new DevnetError({
      code: 'DEVNET_FILE_NOT_FOUND',
      shortMessage: `No devnet file at ${path}. Is \`pnpm devnet\` running?`,
      cause,
    })
  }
  return JSON.parse(text) as DevnetFile
}
