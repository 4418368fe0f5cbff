import { expect, it } from 'vitest'
import { createFrameRpcUrls } from './createFrameRpcUrls.js'

const urls = createFrameRpcUrls({
  cloudUrl: 'http://127.0.0.1:8787',
  secureOrigin: 'http://127.0.0.1:4410',
  projectId: 'portico-lab',
})

it('reads through the cloud proxy of its own project when the widget named no RPC URL', () => {
  const proxy = urls.proxyFor('eip155:31337')
  expect(proxy).toBe('http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=portico-lab')
  expect(urls.isAllowed(proxy ?? '')).toBe(true)
  expect(urls.proxyFor('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toContain('chainId=solana%3AEtWTRABZ')
  expect(urls.proxyFor('not a chain')).toBeUndefined()
})

it("allows a chain's own node and the cloud's proxy, and nothing else on the cloud's or the secure site's origin", () => {
  expect(urls.isAllowed('http://127.0.0.1:8545')).toBe(true)
  expect(urls.isAllowed('https://rpc.example.org/v1/mainnet?key=1')).toBe(true)
  expect(urls.isAllowed('http://127.0.0.1:8787/v1?chainId=eip155:1&projectId=portico-lab')).toBe(true)
  for (const refused of [
    'http://127.0.0.1:8787/auth/v1/email/verify',
    'http://127.0.0.1:8787/v1/?chainId=eip155:1&projectId=another-project',
    'http://127.0.0.1:8787/v1/?chainId=eip155:1',
    'http://127.0.0.1:8787/v1/?chainId=eip155:1&projectId=portico-lab&extra=1',
    'http://127.0.0.1:8787/v1/?chainId=../auth&projectId=portico-lab',
    'http://127.0.0.1:8787/v1/x?chainId=eip155:1&projectId=portico-lab',
    'http://127.0.0.1:8787/v1/?chainId=eip155:1&projectId=portico-lab#frag',
    'http://127.0.0.1:4410/frame.html',
    'http://user:secret@127.0.0.1:8545',
    'ftp://127.0.0.1:8545',
    'not a url',
  ])
    expect(urls.isAllowed(refused), refused).toBe(false)
})

it('keeps a base path of the cloud URL', () => {
  const behindPath = createFrameRpcUrls({
    cloudUrl: 'https://api.example.com/portico',
    secureOrigin: 'https://secure.example.com',
    projectId: 'p1',
  })
  const proxy = behindPath.proxyFor('eip155:1') ?? ''
  expect(proxy).toBe('https://api.example.com/portico/v1/?chainId=eip155%3A1&projectId=p1')
  expect(behindPath.isAllowed(proxy)).toBe(true)
  expect(behindPath.isAllowed('https://api.example.com/v1/?chainId=eip155:1&projectId=p1')).toBe(false)
})
