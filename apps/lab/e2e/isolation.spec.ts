import type { ModalPage, ModalValidator } from '@portico/testing/playwright'
import { differingPixelRatio } from './world/differingPixelRatio.js'
import { expect, type Page, test } from './world/labTest.js'

/** A host page that styles everything it can reach, as careless global CSS does. */
const hostileCss = `
  * { font-family: "Comic Sans MS", cursive !important; color: #ff00ff !important; letter-spacing: 3px !important;
      line-height: 3 !important; text-transform: uppercase !important; box-sizing: content-box !important; }
  button { background: #00ff00 !important; border: 5px dashed red !important; padding: 30px !important;
           border-radius: 0 !important; font-size: 30px !important; }
  h2 { font-size: 50px !important; margin: 40px !important; }
  div, ul, li { margin: 7px !important; padding: 9px !important; }
  portico-modal, [data-testid] { display: block !important; width: 100px !important; opacity: 0.5 !important; }
`

const probes = ['portico-modal-card', 'portico-header-title', 'portico-header-close', 'connect-view']
const properties = [
  'font-family',
  'font-size',
  'color',
  'background-color',
  'letter-spacing',
  'line-height',
  'text-transform',
  'padding',
  'margin',
  'border',
  'border-radius',
  'width',
  'opacity',
]

async function modalStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  const styles: Record<string, Record<string, string>> = {}
  for (const probe of probes) {
    styles[probe] = await page
      .getByTestId(probe)
      .first()
      .evaluate((element, names) => {
        const computed = getComputedStyle(element)
        return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]))
      }, properties)
  }
  return styles
}

/** Opens Connect and measures it, with the lab page behind the modal hidden (it differs on purpose). */
async function measureModal(page: Page, modal: ModalPage, validator: ModalValidator) {
  await modal.open()
  await validator.expectView('Connect')
  const backdrop = await page.addStyleTag({
    content: 'html { overflow: hidden !important } .lab-page { visibility: hidden !important }',
  })
  // The hostile CSS moves the page's buttons, so the pointer that clicked one may now hover the modal.
  await page.mouse.move(0, 0)
  const styles = await modalStyles(page)
  const screenshot = await modal.card.screenshot({ animations: 'disabled', caret: 'hide' })
  await backdrop.evaluate((element) => (element as HTMLStyleElement).remove())
  await modal.close()
  return { styles, screenshot }
}

test('a hostile host stylesheet does not change the modal', async ({ lab, modal, validator, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await lab.goto()
  const clean = await measureModal(page, modal, validator)
  await page.addStyleTag({ content: hostileCss })
  const hostile = await measureModal(page, modal, validator)
  expect(hostile.styles).toEqual(clean.styles)
  // The page behind the overlay differs on purpose; the modal itself must look the same.
  expect(await differingPixelRatio(page, clean.screenshot, hostile.screenshot)).toBeLessThan(0.001)
})
