import { parseArgs } from 'node:util'
import { z } from 'zod'
import { resolveAdminToken } from '../admin/resolveAdminToken.js'
import { projectInvalidation } from '../cluster/projectInvalidation.js'
import { publishToCluster } from '../cluster/publishToCluster.js'
import type { CloudConfig } from '../config/CloudConfig.js'
import { listTokenPrices } from '../prices/listTokenPrices.js'
import { setTokenPrices } from '../prices/setTokenPrices.js'
import { tokenPriceInputSchema } from '../prices/tokenPriceInputSchema.js'
import { createProject } from '../projects/createProject.js'
import { deleteProject } from '../projects/deleteProject.js'
import { getProject } from '../projects/getProject.js'
import { listProjects } from '../projects/listProjects.js'
import { seedProjects } from '../projects/seedProjects.js'
import { updateProject } from '../projects/updateProject.js'
import { listSpamContracts } from '../spam/listSpamContracts.js'
import { setSpamContracts } from '../spam/setSpamContracts.js'
import { spamContractInputSchema } from '../spam/spamContractInputSchema.js'
import { openStorage } from '../storage/openStorage.js'
import { importWallets } from '../wallets/importWallets.js'
import { readWalletFile } from '../wallets/readWalletFile.js'
import { parseFeatureOptions } from './parseFeatureOptions.js'
import { parseSettingsOptions } from './parseSettingsOptions.js'

/** The admin commands, as `pnpm --filter @portico/cloud cli` and the `portico-cloud` command both take them. */
export const cliCommands = `  project create --name NAME [--id ID] [--origin ORIGIN]... [settings flags]
  project settings set ID [--rate-limit N] [--analytics on|off] [--exchanges on|off] [--smart-accounts on|off]
                          [--sponsorship on|off] [--sponsorship-daily-limit WEI]
                          (exchanges: Pay and Fund wallet; sponsorship: the paymaster's policy, its limit per
                          account, chain and UTC day)
  project list
  project show ID
  project origins set ID ORIGIN...          (replaces the list; exact or https://*.example.com)
  project features set ID [--email on|off] [--socials a,b|none] [--swaps a,b|none] [--onramp a,b|none]
                          [--activity on|off] [--reown-branding on|off] [--multi-wallet on|off]
  project delete ID
  wallets import FILE                        (explorer { listings } or Portico { wallets } JSON)
  prices list
  prices set CHAIN_ID ADDRESS|native USD|none   (USD price of a token or native currency; none removes it)
  spam list                                  (the NFT contracts marked as spam)
  spam set CHAIN_ID ADDRESS on|off           (marks a contract as spam, or no longer; the widget hides its NFTs)
  admin-token                                (prints the admin API token of this data folder)

Storage: DATABASE_URL, else PGlite in DATA_DIR. With PGlite, stop the running cloud first (or use the admin API).`

export const cliUsage = `Usage: pnpm --filter @portico/cloud cli <command>\n\n${cliCommands}`

const options = {
  name: { type: 'string' },
  id: { type: 'string' },
  origin: { type: 'string', multiple: true },
  'rate-limit': { type: 'string' },
  analytics: { type: 'string' },
  email: { type: 'string' },
  socials: { type: 'string' },
  swaps: { type: 'string' },
  onramp: { type: 'string' },
  activity: { type: 'string' },
  'reown-branding': { type: 'string' },
  'multi-wallet': { type: 'string' },
  exchanges: { type: 'string' },
  'smart-accounts': { type: 'string' },
  sponsorship: { type: 'string' },
  'sponsorship-daily-limit': { type: 'string' },
} as const

/** Runs one CLI command against the configured storage and returns what to print. */
export async function runCli(args: readonly string[], config: CloudConfig): Promise<unknown> {
  const { values, positionals } = parseArgs({ args: [...args], options, allowPositionals: true })
  const [group, action, ...rest] = positionals
  const command = `${group ?? ''} ${action ?? ''}`.trim()

  if (command === 'admin-token') {
    return (await resolveAdminToken(config.adminToken, config.dataDir)).token
  }
  const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    // Same first-start seeds as the service, so the lab projects can be edited before the cloud ever ran.
    if (config.seed) await seedProjects(storage)
    switch (command) {
      case 'project create':
        if (!values.name) throw new Error('--name is required')
        return await createProject(storage, {
          id: values.id,
          name: values.name,
          allowedOrigins: values.origin ?? [],
          ...parseSettingsOptions(values),
        })
      case 'project list':
        return await listProjects(storage)
      case 'project show': {
        const project = await getProject(storage, required(rest[0], 'ID'))
        if (!project) throw new Error(`Project ${rest[0]} not found`)
        return project
      }
      case 'project origins': {
        if (rest[0] !== 'set') throw new Error('project origins set ID ORIGIN...')
        const id = required(rest[1], 'ID')
        const updated = await updateProject(storage, id, { allowedOrigins: rest.slice(2) })
        await tellNodes(config, id)
        return updated
      }
      case 'project features': {
        if (rest[0] !== 'set') throw new Error('project features set ID [flags]')
        const id = required(rest[1], 'ID')
        const updated = await updateProject(storage, id, { features: parseFeatureOptions(values) })
        await tellNodes(config, id)
        return updated
      }
      case 'project settings': {
        if (rest[0] !== 'set') throw new Error('project settings set ID [flags]')
        const id = required(rest[1], 'ID')
        const updated = await updateProject(storage, id, parseSettingsOptions(values))
        await tellNodes(config, id)
        return updated
      }
      case 'project delete': {
        const id = required(rest[0], 'ID')
        await deleteProject(storage, id)
        await tellNodes(config, id)
        return { deleted: id }
      }
      case 'wallets import': {
        const file = required(rest[0], 'FILE')
        const { wallets, skipped } = await readWalletFile(file)
        const result = await importWallets(storage, { wallets })
        // Running nodes would otherwise find the new wallets only after their index TTL.
        const announced = config.redisUrl ? await publishToCluster(config.redisUrl, 'cli') : undefined
        return {
          imported: result.imported,
          skipped: [...skipped, ...result.skipped],
          ...(announced === undefined ? {} : { nodesToldThroughRedis: announced }),
        }
      }
      case 'prices list':
        return await listTokenPrices(storage)
      case 'prices set': {
        const usd = required(rest[2], 'USD')
        const parsed = tokenPriceInputSchema.safeParse({
          chainId: required(rest[0], 'CHAIN_ID'),
          address: required(rest[1], 'ADDRESS'),
          usd: usd === 'none' ? null : Number(usd),
        })
        if (!parsed.success) throw new Error(`${z.prettifyError(parsed.error)}\n\n${cliUsage}`)
        await setTokenPrices(storage, [parsed.data])
        return await listTokenPrices(storage)
      }
      case 'spam list':
        return await listSpamContracts(storage)
      case 'spam set': {
        const chainId = required(rest[0], 'CHAIN_ID')
        const address = required(rest[1], 'ADDRESS')
        const mark = required(rest[2], 'on|off')
        if (mark !== 'on' && mark !== 'off')
          throw new Error(`spam set takes on or off, not ${mark}\n\n${cliUsage}`)
        const parsed = spamContractInputSchema.safeParse({ chainId, address, spam: mark === 'on' })
        if (!parsed.success) throw new Error(`${z.prettifyError(parsed.error)}\n\n${cliUsage}`)
        await setSpamContracts(storage, [parsed.data])
        return await listSpamContracts(storage)
      }
      default:
        throw new Error(cliUsage)
    }
  } finally {
    await storage.close()
  }
}

/** Running nodes drop the project from their cache at once (with Redis), instead of after its TTL. */
async function tellNodes(config: CloudConfig, projectId: string): Promise<void> {
  if (config.redisUrl) await publishToCluster(config.redisUrl, projectInvalidation('cli', projectId))
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required\n\n${cliUsage}`)
  return value
}
