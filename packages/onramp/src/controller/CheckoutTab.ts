/** The window the provider's checkout opens in: opened blank within the visitor's click, then sent to the URL. */
export type CheckoutTab = Pick<Window, 'closed' | 'close'> & { location: { href: string } }
