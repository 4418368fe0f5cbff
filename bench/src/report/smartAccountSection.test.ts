import { expect, it } from 'vitest'
import { smartAccountSection } from './smartAccountSection.js'

it('prints both smart-account timings and why no peer has them, a stopped run’s error, and nothing when not measured', () => {
  const timings = {
    rounds: 3,
    projectId: 'portico-lab-sponsored',
    codeToSmartAddressMs: { median: 410, min: 380, max: 520, n: 3 },
    firstOperationToReceiptMs: { median: 1900, min: 1700, max: 2400, n: 3 },
  }
  const markdown = smartAccountSection(timings).join('\n')
  expect(markdown).toContain('| code entered → smart account address | **410** (380–520) |')
  expect(markdown).toContain(
    '| first user operation sent → receipt (deploys the account) | **1900** (1700–2400) |',
  )
  expect(markdown).toContain("AppKit's smart accounts need its hosted bundler and paymaster")
  expect(smartAccountSection({ ...timings, error: 'bundler down' }).join('\n')).toContain(
    '- The measurement stopped: bundler down',
  )
  expect(smartAccountSection(undefined)).toEqual([])
})
