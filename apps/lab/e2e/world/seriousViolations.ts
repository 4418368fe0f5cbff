import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Serious and critical axe violations inside the modal (the lab's own panels are not the product).
 *
 * Legacy mode runs `axe.run()` in the page itself; the default mode finishes its run in a new blank page, which
 * cost 2.4 to 4.8 s a call on the two cores (docs/testing.md). What legacy mode leaves out, cross-origin frames,
 * is not in the modal: the secure frame hangs from `document.body`.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('portico-modal').setLegacyMode().analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
}
