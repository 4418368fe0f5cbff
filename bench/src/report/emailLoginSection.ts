import { EMAIL_LOGIN_GOALS_MS, type EmailLoginTimings } from '../embedded/measureEmailLogin.js'
import { formatSpread } from './formatCells.js'
import { markdownTable } from './markdownTable.js'

/**
 * The report's e-mail login section (issue 13; Portico only, docs/benchmarks.md says why): both timings with their
 * goals, met or not, never asserted. Empty when the run did not measure it (Portico not selected).
 */
export function emailLoginSection(timings: EmailLoginTimings | undefined): string[] {
  if (!timings) return []
  const row = (label: string, summary: EmailLoginTimings['submittedToInboxMs'], goal: number) => [
    label,
    `< ${goal}`,
    formatSpread(summary),
    summary ? (summary.median < goal ? 'met' : '**not met**') : 'not measured',
  ]
  return [
    `#### Embedded wallet e-mail login, Portico only (ms over ${timings.rounds} logins, median (min–max); reported, not asserted)`,
    '',
    markdownTable(
      ['step', 'goal (#13)', 'Portico', ''],
      [
        row(
          'e-mail submitted → code in the inbox',
          timings.submittedToInboxMs,
          EMAIL_LOGIN_GOALS_MS.submittedToInbox,
        ),
        row('code entered → address', timings.codeToAddressMs, EMAIL_LOGIN_GOALS_MS.codeToAddress),
      ],
    ),
    '',
    "- The secure site's frame code against a local Portico Cloud (PGlite) mailing over SMTP to a local inbox, in Node: the page's postMessage and rendering are not in these figures (the browser test `email-login.spec.ts` records the whole path). Peers have no comparable local figure (docs/benchmarks.md).",
    ...(timings.error ? [`- The measurement stopped: ${timings.error}`] : []),
    '',
  ]
}
