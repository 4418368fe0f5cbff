import { describe, expect, it } from 'vitest'
import { readTokenMetadata } from './readTokenMetadata.js'

describe('readTokenMetadata', () => {
  it('reads the name and image of a plain or base64 data: URI', () => {
    expect(
      readTokenMetadata('data:application/json,{"name":"Portico Collectible #1","description":"x"}'),
    ).toEqual({
      name: 'Portico Collectible #1',
    })
    const json = JSON.stringify({ name: 'Cat', image: 'https://example.org/cat.png' })
    expect(readTokenMetadata(`data:application/json;base64,${Buffer.from(json).toString('base64')}`)).toEqual(
      {
        name: 'Cat',
        image: 'https://example.org/cat.png',
      },
    )
  })

  it('gives nothing for other URIs, broken JSON, scripts as images or oversized names', () => {
    expect(readTokenMetadata('https://example.org/1.json')).toEqual({})
    expect(readTokenMetadata('data:application/json,{broken')).toEqual({})
    expect(readTokenMetadata('data:application/json,{"image":"javascript:alert(1)"}')).toEqual({})
    expect(readTokenMetadata(`data:application/json,{"name":"${'a'.repeat(201)}"}`)).toEqual({})
  })
})
