export type BudgetVerdict = {
  porticoKib: number
  baselineKib: number
  limitKib: number
  ok: boolean
  /** `budget: portico <x> KiB gzip, baseline <y> KiB, limit <z> KiB — ok|over` */
  line: string
}

/** Compares Portico's initial JS (gzip bytes) with the baseline's plus the allowance (KiB). */
export function budgetVerdict(
  porticoBytes: number,
  baselineBytes: number,
  overBaselineKib: number,
): BudgetVerdict {
  const porticoKib = porticoBytes / 1024
  const baselineKib = baselineBytes / 1024
  const limitKib = baselineKib + overBaselineKib
  const ok = porticoKib <= limitKib
  const line = `budget: portico ${porticoKib.toFixed(1)} KiB gzip, baseline ${baselineKib.toFixed(1)} KiB, limit ${limitKib.toFixed(1)} KiB — ${ok ? 'ok' : 'over'}`
  return { porticoKib, baselineKib, limitKib, ok, line }
}
