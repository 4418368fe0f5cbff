import { randomUUID } from 'node:crypto'
import { labRegistryTestWallet } from '../src/configs/labRegistryTestWallet.js'
import { expect, type Page, test } from './world/labTest.js'
import { readE2eCloudAdmin } from './world/readE2eCloudAdmin.js'

interface RecordedEvent {
  event: string | null
  url: string
  props: {
    type: string
    event: string
    address?: string
    properties?: Record<string, unknown>
    errorType?: string
    errorCategory?: string
    errorMessage?: string
  }
}

/** The events the cloud recorded for portico-lab from pages of this run (its `run` marker in the URL). */
async function recordedEvents(run: string, kind: 'event' | 'error' = 'event'): Promise<RecordedEvent[]> {
  const { url, adminToken } = readE2eCloudAdmin()
  const response = await fetch(`${url}/admin/v1/projects/portico-lab/events?kind=${kind}&limit=1000`, {
    headers: { authorization: `Bearer ${adminToken}` },
  })
  expect(response.status).toBe(200)
  const { events } = (await response.json()) as { events: RecordedEvent[] }
  return events.filter((event) => new URL(event.url).searchParams.get('run') === run).reverse()
}

/** Opens a config's page marked with a run id, so this test's events are told apart from other tests'. */
async function gotoMarked(page: Page, config: string, run: string): Promise<void> {
  await page.goto(`/?config=${config}&run=${run}`)
  await expect(page.getByTestId('lab-page')).toHaveAttribute('data-config', config)
}

test.describe('cloud-analytics', () => {
  test.use({ labConfig: 'cloud-remote-on' })

  test('the cloud records the modal, connect and disconnect events of the project, with the address, never MODAL_CREATED', async ({
    modal,
    page,
    account,
  }) => {
    const run = randomUUID()
    await gotoMarked(page, 'cloud-remote-on', run)
    await modal.connect(labRegistryTestWallet.rdns)
    await modal.disconnect()

    await expect
      .poll(async () => (await recordedEvents(run)).map((event) => event.event), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'DISCONNECT_SUCCESS']),
      )
    const events = await recordedEvents(run)
    expect(events.map((event) => event.event)).not.toContain('MODAL_CREATED')
    expect(events.every((event) => event.props.type === 'track')).toBe(true)
    const connected = events.find((event) => event.event === 'CONNECT_SUCCESS')
    expect(connected?.props.address?.toLowerCase()).toBe(account.address.toLowerCase())
    expect(String(connected?.props.properties?.address).toLowerCase()).toBe(account.address.toLowerCase())
  })

  test('a failed transaction reaches the cloud as an error report with its category, code and message', async ({
    modal,
    page,
    account,
    devnet,
  }) => {
    const rpcUrl = devnet.chains[0]!.rpcUrl
    const rpc = async (method: string, params: unknown[]) => {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return ((await response.json()) as { result: string }).result
    }
    const balance = await rpc('eth_getBalance', [account.address, 'latest'])
    const run = randomUUID()
    await gotoMarked(page, 'cloud-remote-on', run)
    await modal.connect(labRegistryTestWallet.rdns)
    // The chain itself refuses the transfer: an empty account cannot pay for it.
    await rpc('anvil_setBalance', [account.address, '0x0'])
    try {
      await page.getByTestId('portico-send-transaction').click()
      await expect(page.getByTestId('portico-transaction')).toHaveAttribute('data-state', 'error')
    } finally {
      await rpc('anvil_setBalance', [account.address, balance])
    }

    await expect.poll(async () => (await recordedEvents(run, 'error')).length, { timeout: 15_000 }).toBe(1)
    const [report] = await recordedEvents(run, 'error')
    expect(report?.props).toMatchObject({ type: 'error', event: 'ERROR', errorCategory: 'REQUEST' })
    expect(report?.props.errorType).toMatch(/^[A-Z_]+$/)
    expect(report?.props.errorMessage).toMatch(/fund/i)
    expect(report?.props.address?.toLowerCase()).toBe(account.address.toLowerCase())
  })
})
