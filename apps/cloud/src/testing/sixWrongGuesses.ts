/** What six wrong guesses of one device's code get: four `invalid_code`, then the code is locked (five attempts). */
export const SIX_WRONG_GUESSES = [
  'invalid_code',
  'invalid_code',
  'invalid_code',
  'invalid_code',
  'locked_code',
  'locked_code',
] as const
