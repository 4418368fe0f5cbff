// @vitest-environment node

import { createRequire } from 'node:module'
import { PorticoError } from '@portico/core'
import { createFakeAdapter } from '@portico/core/testing'
import { createCloudTestPortico, pageAt, REAL_CLOUD_SOURCES, useRealCloud } from '@portico/core/testing/cloud'
import { describe, expect, it, vi } from 'vitest'
import { names } from '../names.js'

interface Signer {
  address: string
  signMessage(parameters: { message: string }): Promise<string>
}

/** A real secp256k1 key from the cloud's viem (the package has no signing library), for signatures the cloud verifies. */
async function newSigner(): Promise<Signer> {
  const viemAccounts = createRequire(`${REAL_CLOUD_SOURCES}/../package.json`).resolve('viem/accounts')
  const { generatePrivateKey, privateKeyToAccount } = (await import(/* @vite-ignore */ viemAccounts)) as {
    generatePrivateKey(): string
    privateKeyToAccount(key: string): Signer
  }
  return privateKeyToAccount(generatePrivateKey())
}

// biome-ignore lint/correctness/useHookAtTopLevel: vitest's set-up of the real cloud for the suite, not a React hook
const cloud = useRealCloud('portico-names-cloud-')

describe('names against the real Portico Cloud', () => {
  it('registers a name the wallet signs, finds it by name and address, and the profile shows it', async () => {
    vi.stubGlobal('location', pageAt('http://localhost:5173'))
    const signer = await newSigner()
    const adapter = createFakeAdapter({ accounts: [signer.address] })
    const { portico } = createCloudTestPortico(cloud(), {
      projectId: 'portico-lab',
      plugins: [names()],
      adapters: [{ ...adapter, signMessage: ({ message }) => signer.signMessage({ message }) }],
    })
    await portico.ready
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })

    await expect(portico.names.register({ name: 'core-integration' })).resolves.toBe(
      'core-integration.portico.id',
    )
    expect(portico.state.chains.eip155?.accountState.profileName).toBe('core-integration.portico.id')
    await expect(portico.names.lookup('core-integration')).resolves.toBe(signer.address.toLowerCase())
    await expect(portico.names.reverseLookup(signer.address)).resolves.toEqual([
      'core-integration.portico.id',
    ])
    const suggestions = await portico.names.suggest('core-integration')
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions).not.toContainEqual({ name: 'core-integration.portico.id' })
  })

  it("refuses a registration whose signature is not the account's", async () => {
    vi.stubGlobal('location', pageAt('http://localhost:5173'))
    const [signer, impostor] = [await newSigner(), await newSigner()]
    const adapter = createFakeAdapter({ accounts: [signer.address] })
    const { portico } = createCloudTestPortico(cloud(), {
      projectId: 'portico-lab',
      plugins: [names()],
      adapters: [{ ...adapter, signMessage: ({ message }) => impostor.signMessage({ message }) }],
    })
    await portico.ready
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    const error = await portico.names.register({ name: 'not-mine' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PorticoError)
    expect((error as PorticoError).shortMessage).toBe('Error registering name not-mine')
    await expect(portico.names.lookup('not-mine')).resolves.toBeUndefined()
  })
})
