import { expect, it } from 'vitest'
import { emailLoginSection } from './emailLoginSection.js'

it('prints both e-mail login timings against their goals, and nothing when they were not measured', () => {
  const markdown = emailLoginSection({
    rounds: 3,
    submittedToInboxMs: { median: 120, min: 100, max: 180, n: 3 },
    codeToAddressMs: { median: 640, min: 500, max: 700, n: 3 },
  }).join('\n')
  expect(markdown).toContain('| e-mail submitted → code in the inbox | < 300 | **120** (100–180) | met |')
  expect(markdown).toContain('| code entered → address | < 500 | **640** (500–700) | **not met** |')
  expect(emailLoginSection(undefined)).toEqual([])
})
