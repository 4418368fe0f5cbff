import { expect, test } from 'vitest'
import { type CpuProfile, profileSamples } from './profileSamples.js'

const frame = (functionName: string, url: string, lineNumber = 0) => ({ functionName, url, lineNumber })

test("puts the script's samples on the page's clock, each with its stack, leaving out those of no script", () => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 4] },
      { id: 2, callFrame: frame('', 'http://127.0.0.1:4000/assets/index.js'), children: [3] },
      { id: 3, callFrame: frame('render', 'http://127.0.0.1:4000/assets/index.js', 9) },
      { id: 4, callFrame: frame('(idle)', '') },
    ],
    startTime: 1_000_000,
    samples: [3, 4, 2],
    // µs: the profile ends at 1,003,000 µs, when the page's clock read 900 ms.
    timeDeltas: [1000, 1000, 1000],
  }
  expect(profileSamples(profile, 900)).toEqual([
    {
      at: 898,
      ms: 1,
      self: 'render /assets/index.js:10',
      file: '/assets/index.js',
      stack: ['render /assets/index.js:10', '(anonymous) /assets/index.js:1'],
    },
    {
      at: 900,
      ms: 0,
      self: '(anonymous) /assets/index.js:1',
      file: '/assets/index.js',
      stack: ['(anonymous) /assets/index.js:1'],
    },
  ])
})
