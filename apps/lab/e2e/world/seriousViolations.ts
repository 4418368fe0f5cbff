import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Serious and critical axe violations inside the modal (the lab's own panels are not the product). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('portico-modal').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
}
