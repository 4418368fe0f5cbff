import { readFile } from 'node:fs/promises'

/** The test wallet and the frame watcher as one init script. */
export async function readInpage(): Promise<string> {
  const read = (name: string) => readFile(new URL(name, import.meta.url), 'utf8')
  return `${await read('./testWallet.inpage.js')}\n${await read('./watcher.inpage.js')}`
}
