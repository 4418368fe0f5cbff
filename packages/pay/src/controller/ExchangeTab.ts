/** The window the exchange's page opens in: opened blank within the visitor's click, then sent to the URL. */
export type ExchangeTab = Pick<Window, 'closed' | 'close'> & { location: { href: string } }
