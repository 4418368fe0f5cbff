import { readFileSync } from 'node:fs'

/** Portico Cloud, the secure site, the mail inbox and the Solana node the global set-up started for the run. */
export interface ExampleServices {
  /** The installed cloud, as the browser reaches it: on `localhost`, another site than the apps' 127.0.0.1. */
  cloudUrl: string
  /** The installed secure site, on `localhost` too (another port). */
  secureUrl: string
  /** The local SMTP server's inbox (`GET /messages?to=`). */
  inboxUrl: string
  /** The local Solana node (an e-mail login connects Solana too). */
  solana: { rpcUrl: string; wsUrl: string; genesisHash: string }
}

/** The file the global set-up writes the services' URLs to. */
export const servicesFile = new URL('./.services.json', import.meta.url).pathname

/** The services of the run (written by the global set-up). */
export function readExampleServices(): ExampleServices {
  return JSON.parse(readFileSync(servicesFile, 'utf8')) as ExampleServices
}
