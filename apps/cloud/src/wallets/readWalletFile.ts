import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { InvalidRequestError } from '../errors/errors.js'
import { explorerFileSchema, explorerListingSchema } from './explorerListingSchema.js'
import { mapExplorerListing } from './mapExplorerListing.js'
import { type Wallet, walletSchema } from './walletSchema.js'

export type ParsedWalletFile = { wallets: Wallet[]; skipped: { id: string; reason: string }[] }

/** Parses a catalogue document: the explorer format `{ listings }` or Portico's `{ wallets: [...] }`. */
export function parseWalletDocument(document: unknown): ParsedWalletFile {
  const explorer = explorerFileSchema.safeParse(document)
  const entries: [string, unknown, (value: unknown) => Wallet][] = explorer.success
    ? Object.entries(explorer.data.listings).map(([id, value]) => [
        id,
        value,
        (raw) => mapExplorerListing(explorerListingSchema.parse(raw)),
      ])
    : portico(document).map((value, index) => [
        String((value as { id?: unknown })?.id ?? index),
        value,
        (raw) => {
          const wallet = walletSchema
            .omit({ image_id: true })
            .extend({ image_id: z.string().optional() })
            .parse(raw)
          return walletSchema.parse({ ...wallet, image_id: wallet.image_id ?? wallet.id })
        },
      ])
  const wallets: Wallet[] = []
  const skipped: ParsedWalletFile['skipped'] = []
  for (const [id, value, map] of entries) {
    try {
      wallets.push(map(value))
    } catch (error) {
      skipped.push({ id, reason: error instanceof z.ZodError ? z.prettifyError(error) : String(error) })
    }
  }
  return { wallets, skipped }
}

/** Reads a catalogue file from disk; see parseWalletDocument. */
export async function readWalletFile(file: string): Promise<ParsedWalletFile> {
  return parseWalletDocument(JSON.parse(await readFile(file, 'utf8')))
}

function portico(document: unknown): unknown[] {
  const parsed = z.object({ wallets: z.array(z.unknown()) }).safeParse(document)
  if (!parsed.success) {
    throw new InvalidRequestError('expected { listings: { [id]: listing } } or { wallets: [...] }')
  }
  return parsed.data.wallets
}
