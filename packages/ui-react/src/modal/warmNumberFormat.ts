/**
 * Builds and uses one number format of `locale`. The first number format a page builds loads ICU's number data,
 * tens of milliseconds of one task (any later one, of any locale, takes a fraction of a millisecond): done in a task
 * of its own before the modal's warm-up renders, neither that render nor the first open pays it.
 */
export function warmNumberFormat(locale: string): void {
  new Intl.NumberFormat(locale).format(0)
}
