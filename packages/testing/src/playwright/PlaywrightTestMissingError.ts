/** Thrown when `@portico/testing/playwright` is imported where `@playwright/test` is not installed. */
export class PlaywrightTestMissingError extends Error {
  override name = 'PlaywrightTestMissingError'
  constructor(options?: ErrorOptions) {
    super(
      '@portico/testing/playwright needs @playwright/test, which is not installed: run `npm install -D @playwright/test` (1.50 or later). The test wallets of @portico/testing itself do not need it.',
      options,
    )
  }
}
