import { expect, it } from 'vitest'
import { genesisReference } from './genesisReference.js'

it('is the first 32 characters of the genesis hash, or the whole of a shorter one', () => {
  expect(genesisReference('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuqCCCSgxJyUoFGY')).toBe(
    '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  )
  expect(genesisReference('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
})
