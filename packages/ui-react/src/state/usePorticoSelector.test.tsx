import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PorticoProvider } from '../context/PorticoProvider.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
import { setupPortico } from '../test/setupPortico.js'
import { usePorticoSelector } from './usePorticoSelector.js'
import { usePorticoSnapshot } from './usePorticoSnapshot.js'

/** Renders counted per component: one reads the whole state, one the account hook, one a selector. */
const renders = { snapshot: 0, account: 0, modalOpen: 0 }
const seen: { address?: string | undefined; open?: boolean } = {}

function WholeState() {
  usePorticoSnapshot()
  renders.snapshot += 1
  return null
}

function Account() {
  seen.address = usePorticoAccount().address
  renders.account += 1
  return null
}

function ModalOpen() {
  seen.open = usePorticoSelector((state) => state.modal.open)
  renders.modalOpen += 1
  return null
}

function Address({ namespace }: { namespace: 'eip155' | 'solana' }) {
  const address = usePorticoSelector((state) => state.chains[namespace]?.accountState.address)
  return <output>{address ?? 'none'}</output>
}

function Status() {
  return <output>{usePorticoSelector((state) => state.chains.eip155?.accountState.status ?? 'none')}</output>
}

describe('usePorticoSelector', () => {
  it('renders a component again only when what it selects changes', async () => {
    const { portico, connect } = await setupPortico()
    render(
      <PorticoProvider portico={portico}>
        <WholeState />
        <Account />
        <ModalOpen />
      </PorticoProvider>,
    )
    const before = { ...renders }

    await act(() => portico.open())
    await act(async () => portico.close())
    // Opening and closing changed the modal's state, not the account's.
    expect(renders.snapshot).toBeGreaterThan(before.snapshot)
    expect(renders.modalOpen).toBe(before.modalOpen + 2)
    expect(renders.account).toBe(before.account)
    expect(seen.open).toBe(false)

    const atConnect = { ...renders }
    await act(() => connect())
    expect(seen.address).toBeDefined()
    // A connect changes the account and the chains, not the modal: the selector of `modal.open` stays still.
    expect(renders.modalOpen).toBe(atConnect.modalOpen)
  })

  it('follows a selector that changes between renders (a namespace passed as a prop)', async () => {
    const { portico, connect } = await setupPortico()
    await connect()
    const { container, rerender } = render(
      <PorticoProvider portico={portico}>
        <Address namespace="eip155" />
      </PorticoProvider>,
    )
    expect(container.textContent).not.toBe('none')
    rerender(
      <PorticoProvider portico={portico}>
        <Address namespace="solana" />
      </PorticoProvider>,
    )
    expect(container.textContent).toBe('none')
  })

  it('selects from the server snapshot on the server', async () => {
    const { portico, connect } = await setupPortico()
    await connect()
    const html = renderToString(
      <PorticoProvider portico={portico}>
        <Status />
      </PorticoProvider>,
    )
    expect(html).not.toContain('>connected<')
  })
})
