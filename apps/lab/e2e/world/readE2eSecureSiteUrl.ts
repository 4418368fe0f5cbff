import { readFileSync } from 'node:fs'
import { e2eCloudFile } from './e2eCloudFile.js'

/** The URL of the browser tests' secure site (the embedded wallet's frame origin, started by the global setup). */
export function readE2eSecureSiteUrl(): string {
  return (JSON.parse(readFileSync(e2eCloudFile, 'utf8')) as { secureSiteUrl: string }).secureSiteUrl
}
