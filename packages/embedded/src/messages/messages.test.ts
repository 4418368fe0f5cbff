import { createMemoryBackend } from '@portico/core'
import { createTestPortico, fakeMainnet } from '@portico/core/testing'
import { expect, it } from 'vitest'
import { embeddedWallet } from '../wallet/embeddedWallet.js'

const withEmbeddedWallet = () =>
  createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [],
    storage: createMemoryBackend(),
    plugins: [embeddedWallet({ secureSiteUrl: 'http://127.0.0.1:5190' })],
  })

it("gives the instance the embedded wallet's texts: English with the modal's texts, another locale once chosen", async () => {
  const portico = withEmbeddedWallet()
  await portico.loadTexts()
  expect(portico.getTranslator()('emailLogin.title')).toBe('Confirm Email')
  expect(portico.getTranslator()('social.continueWith', { provider: 'GitHub' })).toBe('Continue with GitHub')
  await portico.setLocale('de')
  expect(portico.getTranslator()('updateEmail.title')).toBe('E-Mail ändern')
  expect(portico.getTranslator()('farcaster.cancel')).toBe('Abbrechen')
})
