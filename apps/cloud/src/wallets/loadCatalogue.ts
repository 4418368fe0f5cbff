import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { type Wallet, walletSchema } from './walletSchema.js'

/** The wallet catalogue kept in the repo: well-known wallets in popularity order. Images are generated. */
export const catalogueFile = fileURLToPath(new URL('../../data/wallets.json', import.meta.url))

const catalogueSchema = z.object({
  version: z.literal(1),
  wallets: z.array(
    walletSchema.omit({ image_id: true }).extend({ image_id: walletSchema.shape.image_id.optional() }),
  ),
})

/** Reads and validates the catalogue; a wallet's image id defaults to its id. */
export async function loadCatalogue(file: string = catalogueFile): Promise<Wallet[]> {
  const parsed = catalogueSchema.parse(JSON.parse(await readFile(file, 'utf8')))
  return parsed.wallets.map((wallet) => ({ ...wallet, image_id: wallet.image_id ?? wallet.id }))
}
