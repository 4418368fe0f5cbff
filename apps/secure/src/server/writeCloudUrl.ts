import { CLOUD_URL_META } from '../cloudUrl/readCloudUrl.js'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A page of the built site with the cloud's URL in its `<meta name="portico-cloud-url">` (read by `readCloudUrl`). */
export function writeCloudUrl(html: string, cloudUrl: string): string {
  return html.replace(
    '</head>',
    `<meta name="${CLOUD_URL_META}" content="${escapeAttribute(cloudUrl)}" />\n</head>`,
  )
}
