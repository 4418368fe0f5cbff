import { randomUUID } from 'node:crypto'
import { labRegistryTestWallet } from '../src/configs/labRegistryTestWallet.js'
import { expect, type Page, test } from './world/labTest.js'
import { readE2eCloudAdmin } from './world/readE2eCloudAdmin.js'

interface RecordedEvent {
  event: string | null
  url: string
  props: { type: string; event: string; address?: string; properties?: Record<string, unknown> }
}

/** The events the cloud recorded for portico-lab from pages of this run (its `run` marker in the URL). */
async function recordedEvents(run: string): Promise<RecordedEvent[]> {
  const { url, adminToken } = readE2eCloudAdmin()
  const response = await fetch(`${url}/admin/v1/projects/portico-lab/events?kind=event&limit=1000`, {
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
})
