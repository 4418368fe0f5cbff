import { expect, type Page } from '@playwright/test'
import { verifyMessage } from 'viem'

/** Signs the example's message with the page's Sign button and checks the signature is the account's. */
export async function expectSignedMessage(page: Page, address: `0x${string}`): Promise<void> {
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const valid = await verifyMessage({
    address,
    message: 'Hello from the Portico example',
    signature: (await signature.textContent()) as `0x${string}`,
  })
  expect(valid).toBe(true)
}
