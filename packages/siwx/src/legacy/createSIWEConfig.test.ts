import {
  createFakeAdapter,
  createFakeWallet,
  createTestPortico,
  FAKE_ADDRESS,
  fakeMainnet,
  fakeSolana,
} from '@portico/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { siwxFeature } from '../feature/siwxFeature.js'
import { createSIWEConfig } from './createSIWEConfig.js'
import type { SiweSession } from './SiweConfigParameters.js'

function legacyBackend(wallet: ReturnType<typeof createFakeWallet>) {
  let session: SiweSession | null = null
  const calls: string[] = []
  return {
    calls,
    config: createSIWEConfig({
      getNonce: async () => 'n0nce123',
      createMessage: (args) => `${args.domain} wants ${args.address} on ${args.chainId} nonce ${args.nonce}`,
      async verifyMessage({ message, signature }) {
        calls.push('verifyMessage')
        const ok = wallet.verifySignature(message, signature, FAKE_ADDRESS)
        if (ok) session = { address: FAKE_ADDRESS, chainId: 1 }
        return ok
      },
      getSession: async () => session,
      async signOut() {
        calls.push('signOut')
        session = null
        return true
      },
      onSignIn: () => calls.push('onSignIn'),
    }),
  }
}

describe('createSIWEConfig', () => {
  it("drives Portico's sign-in with the app's SIWE backend on eip155 only", async () => {
    const wallet = createFakeWallet()
    const backend = legacyBackend(wallet)
    const portico = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet, fakeSolana],
      adapters: [
        createFakeAdapter({ wallet }),
        createFakeAdapter({
          namespace: 'solana',
          accounts: ['So1ana1111111111111111111111111111111111111'],
          chainId: fakeSolana.id,
        }),
      ],
      siweConfig: backend.config,
      metadata: { name: 'Dapp', description: '', url: 'https://dapp.example', icons: [] },
    })
    await portico.ready
    const siwx = portico.getFeature(siwxFeature)
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(siwx?.state.status).toBe('prompting'))
    const session = await siwx?.signIn()
    expect(session?.message).toBe(`dapp.example wants eip155:1:${FAKE_ADDRESS} on 1 nonce n0nce123`)
    expect(backend.calls).toEqual(['verifyMessage', 'onSignIn'])
    await expect(siwx?.getSessions('eip155')).resolves.toHaveLength(1)

    await portico.connect({ connectorId: 'fake', namespace: 'solana' })
    expect(siwx?.state.status).toBe('idle')
    await portico.disconnect({ namespace: 'eip155' })
    await vi.waitFor(() => expect(backend.calls).toContain('signOut'))
  })
})
