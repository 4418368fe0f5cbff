import { expect, it } from 'vitest'
import { labSitesOf } from './labSites.js'

it('serves the lab on 127.0.0.1 and the secure site on localhost, another site, by default', () => {
  expect(labSitesOf({})).toEqual({
    labPort: 5173,
    labUrl: 'http://127.0.0.1:5173',
    securePort: 4410,
    secureUrl: 'http://localhost:4410',
    cloudPort: 8787,
    cloudUrl: 'http://127.0.0.1:8787',
  })
})

it('takes each port from the environment', () => {
  expect(labSitesOf({ LAB_PORT: '5292', SECURE_PORT: '5293', CLOUD_PORT: '5294' })).toMatchObject({
    labUrl: 'http://127.0.0.1:5292',
    secureUrl: 'http://localhost:5293',
    cloudUrl: 'http://127.0.0.1:5294',
  })
})

it('refuses a port that is not one', () => {
  expect(() => labSitesOf({ SECURE_PORT: 'secure' })).toThrow(
    new RangeError('SECURE_PORT is a port number from 1 to 65535, not "secure"'),
  )
  expect(() => labSitesOf({ CLOUD_PORT: '70000' })).toThrow(RangeError)
})
