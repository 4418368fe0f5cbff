import { readFileSync } from 'node:fs'
import { e2eCloudFile } from './e2eCloudFile.js'

/** The HTTP inbox of the browser tests' local SMTP server (started by the global setup). */
export function readE2eInboxUrl(): string {
  return (JSON.parse(readFileSync(e2eCloudFile, 'utf8')) as { inboxUrl: string }).inboxUrl
}
