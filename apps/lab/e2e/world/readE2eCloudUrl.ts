import { readFileSync } from 'node:fs'
import { e2eCloudFile } from './e2eCloudFile.js'

/** The URL of the browser tests' Portico Cloud (started by the global setup). */
export function readE2eCloudUrl(): string {
  return (JSON.parse(readFileSync(e2eCloudFile, 'utf8')) as { url: string }).url
}
