import { readFileSync } from 'node:fs'
import { e2eCloudAdminFile } from './e2eCloudAdminFile.js'
import { readE2eCloudUrl } from './readE2eCloudUrl.js'

/** The browser tests' Portico Cloud as its admin: its URL and the admin API's bearer token. */
export function readE2eCloudAdmin(): { url: string; adminToken: string } {
  const { adminToken } = JSON.parse(readFileSync(e2eCloudAdminFile, 'utf8')) as { adminToken: string }
  return { url: readE2eCloudUrl(), adminToken }
}
