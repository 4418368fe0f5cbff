// @vitest-environment happy-dom
import { createMemoryBackend, type FeatureContext } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, render, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { EmbeddedWalletApi } from '../wallet/EmbeddedWalletApi.js'
import type { EmbeddedWalletState } from '../wallet/EmbeddedWalletState.js'
import { embeddedWallet } from '../wallet/embeddedWallet.js'

const LINK = 'https://farcaster.example/~/siwf?channelToken=abc'

/** ConnectingFarcaster over an API that answers with the frame's link at once, on a phone or a computer. */
async function openFarcaster(mobile: boolean) {
  const feature = {
    ...embeddedWallet({ secureSiteUrl: 'http://127.0.0.1:4410' }),
    create: ({ featureState }: FeatureContext<EmbeddedWalletState>) => {
      const api: EmbeddedWalletApi = {
        prepare: () => undefined,
        exportRecoveryShare: async () => false,
        setPreferredAccountType: async () => false,
        readGrants: async () => undefined,
        revokeGrant: async () => false,
        readFrameLog: async () => '',
        async connectFarcaster() {
          featureState.farcaster = { status: 'waiting', url: LINK }
          return false
        },
        cancelFarcaster: () => undefined,
        requestCode: async () => false,
        verifyCode: async () => false,
        reset: () => undefined,
        connectSocial: async () => false,
        updateEmail: async () => false,
        verifyUpdateCode: async () => false,
        resetUpdate: () => undefined,
      }
      return { api }
    },
  }
  const portico = createTestPortico(
    {
      projectId: 'test',
      networks: [fakeMainnet],
      adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
      storage: createMemoryBackend(),
      features: { email: true },
      plugins: [feature],
    },
    { mobile },
  )
  await portico.ready
  render(
    <PorticoProvider portico={portico}>
      <PorticoModal />
    </PorticoProvider>,
  )
  await act(() => portico.open({ view: 'ConnectingFarcaster' }))
  return waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!root?.querySelector('[role="status"]')) throw new Error('no link yet')
    return within(root as unknown as HTMLElement)
  })
}

it('opens the Farcaster app with the link on a phone (portico.isMobile), no QR code', async () => {
  const modal = await openFarcaster(true)
  await waitFor(() => expect(modal.getByTestId('farcaster-link').getAttribute('href')).toBe(LINK))
  expect(modal.queryByRole('img')).toBeNull()
})

it('shows the QR code on a computer, no app link', async () => {
  const modal = await openFarcaster(false)
  await waitFor(() => expect(modal.queryByTestId('farcaster-link')).toBeNull())
  expect(modal.getByText(/scan/i)).toBeTruthy()
})
