import { measureBudget } from '../budget/measureBudget.js'

// `pnpm --filter @portico/bench budget`: the CI weight check (bytes only, deterministic).
const outcome = await measureBudget()
console.log(outcome.line)
process.exitCode = outcome.exitCode
