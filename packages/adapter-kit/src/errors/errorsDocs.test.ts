import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConnectorNotFoundError } from './ConnectorNotFoundError.js'
import { NoAccountError } from './NoAccountError.js'
import { NotConnectedError } from './NotConnectedError.js'
import { WalletFeatureMissingError } from './WalletFeatureMissingError.js'

const packages = new URL('../../../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, packages), 'utf8')

/** The anchors of docs/errors.md's sections, one per error class. */
const ERRORS_PAGE_ANCHORS = read('../docs/errors.md')
  .split('\n')
  .filter((line) => line.startsWith('## '))
  .map((line) => line.slice(3).trim().toLowerCase())

/** The names of the error classes in the kit's and every adapter's `src/errors` folder. */
function adapterErrorNames(): string[] {
  const folders = [
    'adapter-kit/src/errors/',
    ...readdirSync(new URL('adapters/', packages)).map((name) => `adapters/${name}/src/errors/`),
  ]
  return folders.flatMap((folder) =>
    readdirSync(new URL(folder, packages))
      .filter((file) => /^[A-Z]\w*Error\.ts$/.test(file))
      .map((file) => read(folder + file).match(/override name = '(\w+)'/)?.[1] ?? file),
  )
}

describe("the kit's and the adapters' errors", () => {
  it('each has its section in docs/errors.md, where its docsPath points', () => {
    const names = adapterErrorNames()
    expect(names).toContain('UnknownSolanaNetworkError')
    for (const name of names) expect(ERRORS_PAGE_ANCHORS).toContain(name.toLowerCase())
    const kitErrors = [
      new ConnectorNotFoundError({ connectorId: 'x' }),
      new NoAccountError({ walletName: 'W', chainName: 'Solana' }),
      new NotConnectedError({ address: 'a', chainName: 'Solana' }),
      new WalletFeatureMissingError({ feature: 'solana:signMessage', walletName: 'W' }),
    ]
    for (const error of kitErrors) expect(error.docsPath).toBe(`docs/errors.md#${error.name.toLowerCase()}`)
  })
})
