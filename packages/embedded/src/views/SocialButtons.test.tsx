// @vitest-environment happy-dom
import { createMemoryBackend, type FeatureContext, type LoginSocialProvider } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { EmbeddedWalletApi } from '../wallet/EmbeddedWalletApi.js'
import type { EmbeddedWalletState } from '../wallet/EmbeddedWalletState.js'
import { embeddedWallet } from '../wallet/embeddedWallet.js'

/** The feature's Connect view over an API whose pop-up stays open until the test says how it ended. */
async function openConnect() {
  const started: LoginSocialProvider[] = []
  const farcaster = { runs: 0, cancels: 0 }
  let finish: (error?: string) => void = () => {}
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
          farcaster.runs++
          featureState.farcaster = {
            status: 'waiting',
            url: `farcaster://connect?channelToken=t${farcaster.runs}`,
          }
          return false
        },
        cancelFarcaster() {
          farcaster.cancels++
          featureState.farcaster = undefined
        },
        requestCode: async () => false,
        verifyCode: async () => false,
        reset: () => undefined,
        updateEmail: async () => false,
        verifyUpdateCode: async () => false,
        resetUpdate: () => undefined,
        connectSocial(provider) {
          started.push(provider)
          featureState.socialProvider = provider
          featureState.status = 'social'
          return new Promise<boolean>((resolve) => {
            finish = (error) => {
              featureState.status = 'idle'
              featureState.socialError = error ? { key: 'social.cancelled' } : undefined
              resolve(!error)
            }
          })
        },
      }
      return { api }
    },
  }
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
    storage: createMemoryBackend(),
    features: { email: true, socials: ['google', 'x', 'farcaster', 'discord', 'apple'] },
    plugins: [feature],
  })
  await portico.ready
  render(
    <PorticoProvider portico={portico}>
      <PorticoModal />
    </PorticoProvider>,
  )
  await act(() => portico.open())
  const host = await waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!root?.querySelector('[data-testid="social-buttons"]')) throw new Error('no social buttons yet')
    return root
  })
  return {
    modal: within(host as unknown as HTMLElement),
    portico,
    farcaster,
    started,
    finish: (error?: string) => finish(error),
  }
}

it('shows a button per login provider after the e-mail field, in the configured order', async () => {
  const { modal } = await openConnect()
  await waitFor(() => modal.getByTestId('email-field'))
  const order = modal.getByTestId('email-field').compareDocumentPosition(modal.getByTestId('social-buttons'))
  expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  const buttons = within(modal.getByTestId('social-buttons')).getAllByRole('button')
  expect(buttons.map((button) => button.textContent)).toEqual([
    'Google',
    'X',
    'Farcaster',
    'Discord',
    'Apple',
  ])
  expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
    'Continue with Google',
    'Continue with X',
    'Continue with Farcaster',
    'Continue with Discord',
    'Continue with Apple',
  ])
})

it('starts the provider’s login, says so while the pop-up is open, and shows why it ended', async () => {
  const { modal, started, finish } = await openConnect()
  fireEvent.click(modal.getByTestId('social-discord'))
  expect(started).toEqual(['discord'])
  await waitFor(() => expect(modal.getByTestId('social-discord').textContent).toBe('Continue in the pop-up…'))
  expect((modal.getByTestId('social-google') as HTMLButtonElement).disabled).toBe(true)
  fireEvent.click(modal.getByTestId('social-google'))
  expect(started).toEqual(['discord'])
  await act(async () => finish('cancelled'))
  await waitFor(() =>
    expect(modal.getByTestId('social-login-error').textContent).toBe('The login was cancelled'),
  )
  expect((modal.getByTestId('social-google') as HTMLButtonElement).disabled).toBe(false)
})

it('the Farcaster button opens ConnectingFarcaster: the QR code of the link, Copy link, Try again when expired, Cancel back', async () => {
  const { modal, portico, farcaster } = await openConnect()
  fireEvent.click(modal.getByTestId('social-farcaster'))
  await waitFor(() => expect(portico.state.router.view).toBe('ConnectingFarcaster'))
  const qr = await waitFor(() => modal.getByTestId('farcaster-qr'))
  expect(qr.getAttribute('aria-label')).toBe('QR code to sign in with Farcaster')
  expect(modal.getByText('Waiting for your approval in Farcaster…').getAttribute('role')).toBe('status')
  expect(modal.getByTestId('farcaster-copy').textContent).toBe('Copy link')
  const runs = farcaster.runs
  expect(runs).toBeGreaterThanOrEqual(1)

  const slice = portico.state.plugins.embeddedWallet as EmbeddedWalletState
  await act(async () => {
    slice.farcaster = { status: 'expired' }
  })
  expect((await waitFor(() => modal.getByTestId('farcaster-expired'))).textContent).toBe(
    'The request expired',
  )
  fireEvent.click(modal.getByTestId('farcaster-retry'))
  await waitFor(() => modal.getByTestId('farcaster-qr'))
  expect(farcaster.runs).toBe(runs + 1)

  fireEvent.click(modal.getByTestId('farcaster-cancel'))
  await waitFor(() => expect(portico.state.router.view).toBe('Connect'))
  expect(farcaster.cancels).toBeGreaterThanOrEqual(1)
})
