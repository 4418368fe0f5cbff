/** Overlay: a dialog over the page. Embedded: an inline card in the page flow. */
export type ModalMode = 'overlay' | 'embedded'
