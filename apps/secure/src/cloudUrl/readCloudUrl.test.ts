import { expect, it } from 'vitest'
import { writeCloudUrl } from '../server/writeCloudUrl.js'
import { readCloudUrl } from './readCloudUrl.js'

/** A page whose only element is the meta tag `writeCloudUrl` wrote, if any. */
const pageOf = (html: string) => ({
  querySelector: (selector: string) => {
    const content = /<meta name="portico-cloud-url" content="([^"]*)"/.exec(html)?.[1]
    return selector === 'meta[name="portico-cloud-url"]' && content !== undefined
      ? ({ content } as HTMLMetaElement)
      : null
  },
})

it('reads the URL the server wrote into the page before the one the build carries', () => {
  const served = writeCloudUrl('<html><head></head></html>', 'https://cloud.example.com')
  expect(readCloudUrl(pageOf(served) as Document, 'http://built.example')).toBe('https://cloud.example.com')
  expect(readCloudUrl(pageOf('<html><head></head></html>') as Document, 'http://built.example')).toBe(
    'http://built.example',
  )
  expect(readCloudUrl(pageOf('') as Document, undefined)).toBe('http://127.0.0.1:8787')
})
