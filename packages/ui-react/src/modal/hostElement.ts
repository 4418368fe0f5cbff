/** The custom element that hosts the modal's shadow root. */
export const HOST_TAG = 'portico-modal'
export const HOST_TEST_ID = 'portico-modal-host'

/** Defines `<portico-modal>` once (a plain element: it only carries the shadow root). */
export function defineHostElement(): void {
  if (typeof customElements === 'undefined' || customElements.get(HOST_TAG)) return
  customElements.define(HOST_TAG, class PorticoModalElement extends HTMLElement {})
}
