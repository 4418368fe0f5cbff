// @vitest-environment happy-dom
import type { PorticoFeature } from '@portico/core'
import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type {
  WalletConnectApi,
  WalletConnectState as WalletConnectSlice,
} from '../feature/WalletConnectTypes.js'
import '../testWorld/setup.js'
import { renderWithPortico } from '@portico/react/testing'
import { setupPortico } from '../testWorld/setupPortico.js'
import { walletConnectViews } from './walletConnectViews.js'
import { walletLink } from './walletLinks.js'

/** The API the view calls, with a session that only names its wallet. */
type WalletConnectControls = Omit<WalletConnectApi, 'session'> & {
  readonly session?: { readonly peer?: { readonly name: string } }
}

const URI =
  'wc:7f6e5d4c3b2a1908f6e5d4c3b2a1908f6e5d4c3b2a1908f6e5d4c3b2a19080@2?relay-protocol=irn&symKey=abc'

/** The walletconnect feature's shape (unit scope: the real one is proven in apps/cloud and the lab). */
function fakeWalletConnect() {
  const calls: string[] = []
  let slice: WalletConnectSlice | undefined
  const feature: PorticoFeature<WalletConnectControls, WalletConnectSlice> = {
    id: 'walletconnect',
    remoteConnectorId: 'walletConnect',
    ...walletConnectViews,
    initialState: () => ({ status: 'idle' }),
    create(context) {
      slice = context.featureState
      return {
        api: {
          warm: () => void calls.push('warm'),
          async start() {
            calls.push('start')
            context.featureState.status = 'pairing'
            context.featureState.uri = URI
            delete context.featureState.error
          },
          cancel: () => void calls.push('cancel'),
          async addNamespace(namespace) {
            calls.push(`add ${namespace}`)
            context.featureState.adding = { namespace, status: 'waiting' }
          },
          session: { peer: { name: 'Lab Phone Wallet' } },
        },
      }
    },
  }
  return { feature, calls, slice: () => slice as WalletConnectSlice }
}

async function open(environment = { browser: true, mobile: false }) {
  const wc = fakeWalletConnect()
  const { portico } = await setupPortico({ plugins: [wc.feature] }, environment)
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  return { portico, m, wc }
}

describe('the WalletConnect row and ConnectingWalletConnect', () => {
  it('lists WalletConnect first; hover warms it; choosing it shows the pairing URI as a QR code with Copy link', async () => {
    const { m, wc } = await open()
    const rows = m.getByTestId('connect-view').querySelectorAll('button.row')
    expect(rows[0]?.getAttribute('data-testid')).toBe('wallet-row-walletconnect')
    fireEvent.pointerEnter(m.getByTestId('wallet-row-walletconnect'))
    expect(wc.calls).toEqual(['warm'])

    fireEvent.click(m.getByTestId('wallet-row-walletconnect'))
    const qr = await m.findByTestId('walletconnect-qr')
    expect(wc.calls).toContain('start')
    expect(qr.getAttribute('aria-label')).toBe('WalletConnect QR code')
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(m.getByTestId('walletconnect-copy').textContent).toBe('Copy link')
    expect(m.getByTestId('portico-header-title').textContent).toBe('WalletConnect')
  })

  it('shows a declined connection with Try again, which pairs anew', async () => {
    const { m, wc } = await open()
    fireEvent.click(m.getByTestId('wallet-row-walletconnect'))
    await m.findByTestId('walletconnect-qr')
    await act(async () => {
      wc.slice().status = 'error'
      wc.slice().error = { kind: 'rejected', message: 'User rejected.' }
    })
    expect(m.getByRole('alert').textContent).toBe('Connection declined')
    fireEvent.click(m.getByRole('button', { name: 'Try again' }))
    expect(await m.findByTestId('walletconnect-qr')).toBeDefined()
    expect(wc.calls.filter((call) => call === 'start')).toHaveLength(2)
  })

  it('shows a relay that cannot be reached with its note and Try again, which pairs anew', async () => {
    const { m, wc } = await open()
    fireEvent.click(m.getByTestId('wallet-row-walletconnect'))
    await m.findByTestId('walletconnect-qr')
    await act(async () => {
      wc.slice().status = 'error'
      wc.slice().error = { kind: 'relay', message: 'connect ECONNREFUSED 127.0.0.1:1' }
    })
    expect(m.getByRole('alert').textContent).toBe('Could not reach the relay')
    expect(m.getByTestId('connecting-walletconnect').textContent).toContain(
      'Check your connection and try again.',
    )
    expect(m.queryByTestId('walletconnect-qr')).toBeNull()
    fireEvent.click(m.getByRole('button', { name: 'Try again' }))
    expect(await m.findByTestId('walletconnect-qr')).toBeDefined()
    expect(wc.calls.filter((call) => call === 'start')).toHaveLength(2)
  })

  it('follows a namespace asked for over the pairing: waiting in the wallet, declined with Try again, asked again', async () => {
    const { portico, m, wc } = await open()
    await act(async () => {
      wc.slice().status = 'connected'
      wc.slice().adding = { namespace: 'solana', status: 'waiting' }
      portico.push('ConnectingWalletConnect')
    })
    const adding = await m.findByTestId('walletconnect-adding')
    // Following the wallet, not pairing anew.
    expect(wc.calls).not.toContain('start')
    expect(adding.getAttribute('data-state')).toBe('waiting')
    expect(adding.querySelector('[role="status"]')?.textContent).toBe('Continue in Lab Phone Wallet')
    expect(adding.textContent).toContain('Accept the connection request in your wallet')

    await act(async () => {
      wc.slice().adding = {
        namespace: 'solana',
        status: 'error',
        error: { kind: 'rejected', message: 'User rejected.' },
      }
    })
    expect(m.getByRole('alert').textContent).toBe('Connection declined')
    await act(async () => {
      fireEvent.click(m.getByRole('button', { name: 'Try again' }))
    })
    expect(wc.calls).toContain('add solana')
    expect(m.getByTestId('walletconnect-adding').getAttribute('data-state')).toBe('waiting')
  })

  it.each(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'] as const)(
    'under legalCheckbox, %s opened by the app pairs and shows a QR code only once the terms box is ticked',
    async (view) => {
      const wc = fakeWalletConnect()
      const { portico } = await setupPortico({ plugins: [wc.feature], features: { legalCheckbox: true } })
      const m = await renderWithPortico(portico).modal()
      await act(() => portico.open({ view }))
      const box = await m.findByRole('checkbox', { name: /I agree to the Terms of Service/ })
      expect(m.queryByTestId('walletconnect-qr')).toBeNull()
      expect(wc.calls).not.toContain('start')
      fireEvent.click(box)
      expect(await m.findByTestId('walletconnect-qr')).toBeTruthy()
      expect(wc.calls).toContain('start')
    },
  )

  it('without the feature, no WalletConnect row', async () => {
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.open())
    expect(m.queryByTestId('wallet-row-walletconnect')).toBeNull()
  })
})

describe('walletLink', () => {
  it("joins the registry's link and wc?uri= with the URI encoded", () => {
    expect(walletLink({ id: 'w', name: 'W', mobile_link: 'https://w.example/app' }, URI, 'mobile')).toBe(
      `https://w.example/app/wc?uri=${encodeURIComponent(URI)}`,
    )
    expect(walletLink({ id: 'w', name: 'W', desktop_link: 'wdesk://' }, URI, 'desktop')).toBe(
      `wdesk://wc?uri=${encodeURIComponent(URI)}`,
    )
    expect(walletLink({ id: 'w', name: 'W' }, URI, 'mobile')).toBeUndefined()
  })
})

describe('ConnectingWalletConnect on a phone and on a computer (portico.isMobile)', () => {
  const wallet = { id: 'w', name: 'Pocket Wallet', mobile_link: 'https://pocket.example/app' }
  const pairWith = async (environment: { browser: boolean; mobile: boolean }) => {
    const { m, wc } = await open(environment)
    fireEvent.click(m.getByTestId('wallet-row-walletconnect'))
    await m.findByTestId('walletconnect-instructions')
    await act(async () => {
      wc.slice().wallet = wallet
    })
    return m
  }

  it('opens the wallet with its mobile deep link instead of the QR code on a phone', async () => {
    const m = await pairWith({ browser: true, mobile: true })
    expect(m.getByTestId('walletconnect-deeplink').getAttribute('href')).toBe(
      `https://pocket.example/app/wc?uri=${encodeURIComponent(URI)}`,
    )
    expect(m.queryByTestId('walletconnect-qr')).toBeNull()
  })

  it('shows the QR code on a computer, with no mobile deep link', async () => {
    const m = await pairWith({ browser: true, mobile: false })
    expect(m.getByTestId('walletconnect-qr')).toBeTruthy()
    expect(m.queryByTestId('walletconnect-deeplink')).toBeNull()
  })
})
