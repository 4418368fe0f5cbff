// @vitest-environment happy-dom
import { createMemoryBackend, type FeatureContext } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { EmbeddedWalletApi } from '../wallet/EmbeddedWalletApi.js'
import type { EmbeddedWalletState } from '../wallet/EmbeddedWalletState.js'
import { embeddedWallet } from '../wallet/embeddedWallet.js'

/** The feature's own views over an API that answers as the frame would for a code of 123456. */
async function openConnect() {
  const verified: string[] = []
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
        connectFarcaster: async () => false,
        cancelFarcaster: () => undefined,
        async requestCode(email) {
          if (featureState.email) {
            featureState.error = { key: 'error.EMAIL_COOLDOWN', values: { seconds: 29 } }
            return false
          }
          featureState.email = email
          featureState.status = 'otp'
          return true
        },
        async verifyCode(otp) {
          verified.push(otp)
          featureState.error = otp === '123456' ? undefined : { key: 'emailLogin.invalidCode' }
          return otp === '123456'
        },
        reset: () => undefined,
        connectSocial: async () => false,
        updateEmail: async () => false,
        verifyUpdateCode: async () => false,
        resetUpdate: () => undefined,
      }
      return { api }
    },
  }
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
    storage: createMemoryBackend(),
    features: { email: true },
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
    if (!root?.querySelector('[data-testid="email-input"]')) throw new Error('no e-mail field yet')
    return root
  })
  return { portico, modal: within(host as unknown as HTMLElement), verified }
}

it('sends the code from the Connect view’s field, then checks a pasted code at once, digits only', async () => {
  const { portico, modal, verified } = await openConnect()
  fireEvent.change(modal.getByTestId('email-input'), { target: { value: 'ada@example.com' } })
  fireEvent.click(modal.getByTestId('email-submit'))
  await waitFor(() => expect(portico.state.router.view).toBe('EmailLogin'))
  await waitFor(() =>
    expect(modal.getByTestId('email-login-view').textContent).toContain(
      'We sent a 6-digit code to ada@example.com',
    ),
  )
  fireEvent.change(modal.getByTestId('otp-input'), { target: { value: '12 3' } })
  expect((modal.getByTestId('otp-input') as HTMLInputElement).value).toBe('123')
  expect(verified).toEqual([])
  fireEvent.change(modal.getByTestId('otp-input'), { target: { value: '123-456' } })
  await waitFor(() => expect(verified).toEqual(['123456']))
})

it('shows a wrong code’s error and empties the field; a new code within the cooldown shows its seconds', async () => {
  const { modal } = await openConnect()
  fireEvent.change(modal.getByTestId('email-input'), { target: { value: 'ada@example.com' } })
  fireEvent.click(modal.getByTestId('email-submit'))
  const otp = await waitFor(() => modal.getByTestId('otp-input') as HTMLInputElement)
  fireEvent.change(otp, { target: { value: '000000' } })
  await waitFor(() => expect(modal.getByTestId('email-login-error').textContent).toBe('Invalid code'))
  expect(otp.value).toBe('')
  fireEvent.click(modal.getByTestId('email-login-resend'))
  await waitFor(() =>
    expect(modal.getByTestId('email-login-error').textContent).toBe('Please try again after 29 seconds'),
  )
})

it('ignores a second Continue while the first is sent: one request, the code view without a cooldown text', async () => {
  const { portico, modal } = await openConnect()
  fireEvent.change(modal.getByTestId('email-input'), { target: { value: 'ada@example.com' } })
  const form = modal.getByTestId('email-submit').closest('form') as HTMLFormElement
  fireEvent.submit(form)
  fireEvent.submit(form)
  await waitFor(() => expect(portico.state.router.view).toBe('EmailLogin'))
  await waitFor(() => expect(modal.getByTestId('email-login-view').dataset.state).toBe('otp'))
  expect(modal.getByTestId('email-login-view').textContent).not.toContain('Please try again')
})
