import type { PrivateKeyAccount } from 'viem/accounts'
import { readE2eCloudUrl } from './readE2eCloudUrl.js'

/**
 * Registers `name` for the account on the browser tests' Portico Cloud, as a wallet would: the account
 * signs the registration message (with the name's attributes, e.g. `avatar`) with its key, the cloud checks the
 * signature. Returns the full name.
 */
export async function registerE2eName(
  account: PrivateKeyAccount,
  name: string,
  attributes: Record<string, string> = {},
): Promise<string> {
  const message = JSON.stringify({ name, attributes, timestamp: Date.now() })
  const signature = await account.signMessage({ message })
  const response = await fetch(`${readE2eCloudUrl()}/v1/profile/account?projectId=portico-lab`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coinType: 60, address: account.address, signature, message }),
  })
  const body = (await response.json()) as { name?: string }
  if (response.status !== 201 || !body.name) {
    throw new Error(`registering ${name}: ${response.status} ${JSON.stringify(body)}`)
  }
  return body.name
}
