import { expect } from '@playwright/test'
import type { ModalPage } from '@portico/testing/playwright'

/**
 * Nothing in the modal card is wider than its box, by element geometry (not pixels): the card and
 * every element in it keep `scrollWidth` within `clientWidth` (no clipped or ellipsized text, no
 * long word pushing out), and every box lies inside the card horizontally. The card is 360 px wide.
 */
export async function expectNothingOverflows(modal: ModalPage): Promise<void> {
  const report = await modal.card.evaluate((card) => {
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}.${element.className} "${(element.textContent ?? '').trim().slice(0, 60)}"`
    const cardBox = card.getBoundingClientRect()
    const overflowing: string[] = []
    for (const element of [card, ...card.querySelectorAll('*')]) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      // Text for screen readers only (clipped to nothing on purpose) is not shown.
      if (getComputedStyle(element).clipPath !== 'none') continue
      // Box elements: content wider than the box (1 px for sub-pixel rounding).
      if (
        element instanceof HTMLElement &&
        element.clientWidth > 0 &&
        element.scrollWidth > element.clientWidth + 1
      )
        overflowing.push(
          `${nameOf(element)}: scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth}`,
        )
      // Any element, inline ones included: outside the card.
      if (box.left < cardBox.left - 1 || box.right > cardBox.right + 1)
        overflowing.push(
          `${nameOf(element)}: ${box.left}..${box.right} outside the card ${cardBox.left}..${cardBox.right}`,
        )
    }
    return { width: cardBox.width, overflowing }
  })
  expect(report.width).toBeLessThanOrEqual(360)
  expect(report.overflowing).toEqual([])
}
