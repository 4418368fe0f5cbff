/** The meta tag `portico-secure` (the server or `export`) writes into every page: the cloud's URL at run time. */
export const CLOUD_URL_META = 'portico-cloud-url'

/**
 * The Portico Cloud this secure site talks to: the page's `<meta name="portico-cloud-url">` (written when the site
 * is served or exported), else the build's `VITE_PORTICO_CLOUD_URL`, else the lab's cloud.
 */
export function readCloudUrl(page: Pick<Document, 'querySelector'>, built: string | undefined): string {
  const meta = page.querySelector<HTMLMetaElement>(`meta[name="${CLOUD_URL_META}"]`)?.content
  return meta || built || 'http://127.0.0.1:8787'
}
