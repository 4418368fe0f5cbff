import { expect, test } from './world/labTest.js'

const cases = [
  { config: 'cloud-disallowed-origin', title: 'Invalid App Configuration', variant: 'error' },
  { config: 'cloud-bad-project', title: 'Invalid Project ID', variant: 'error' },
  { config: 'cloud-remote-on', title: 'Local configuration ignored', variant: 'warning' },
]

for (const { config, title, variant } of cases) {
  test.describe(config, () => {
    test.use({ labConfig: config })

    test(`shows '${title}' once`, async ({ lab, modal, page }) => {
      await lab.goto()
      await modal.open()
      await expect(modal.alert).toHaveCount(1)
      await expect(modal.alert).toContainText(title)
      await expect(modal.alert).toHaveAttribute('data-variant', variant)
      await page.getByTestId('portico-alert-close').click()
      await expect(modal.alert).toHaveCount(0)
      await modal.close()
      await modal.open()
      await expect(modal.view).toHaveAttribute('data-state', 'ready')
      await expect(modal.alert).toHaveCount(0)
    })
  })
}

test.describe('cloud-remote-off', () => {
  test.use({ labConfig: 'cloud-remote-off' })

  test('shows no alert without a cloud', async ({ lab, modal }) => {
    await lab.goto()
    await modal.open()
    await expect(modal.view).toHaveAttribute('data-state', 'ready')
    await expect(modal.alert).toHaveCount(0)
  })
})
