import type { Page } from '@playwright/test'
import type { Portico } from '@portico/core'
import { expect, test } from './world/labTest.js'

/** The page's Portico features and registry status (window.__porticoLab is the lab's debug handle). */
const porticoState = (page: Page) =>
  page.evaluate(() => {
    const { state } = (window as unknown as { __porticoLab: { portico: Portico } }).__porticoLab.portico
    return {
      email: state.features.email,
      swaps: state.features.swaps,
      remote: state.remoteFeatures !== undefined,
      registry: state.registry.status,
    }
  })

test.describe('cloud-remote-on', () => {
  test.use({ labConfig: 'cloud-remote-on' })

  test('the remote features override the local ones', async ({ lab, modal, page }) => {
    await lab.goto()
    await modal.open()
    await expect(modal.alert).toContainText('Local configuration ignored')
    // Local: email and swaps off; project portico-lab: both on.
    expect(await porticoState(page)).toMatchObject({ email: true, swaps: true, remote: true })
  })
})

test.describe('cloud-remote-off', () => {
  test.use({ labConfig: 'cloud-remote-off' })

  test('without a cloud the local features apply as set', async ({ lab, modal, page }) => {
    await lab.goto()
    await modal.open()
    await expect(modal.view).toHaveAttribute('data-state', 'ready')
    expect(await porticoState(page)).toEqual({
      email: false,
      swaps: false,
      remote: false,
      registry: 'unavailable',
    })
  })
})
