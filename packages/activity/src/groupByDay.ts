/** A run of items of one local calendar day, newest day first as given. */
export interface DayGroup<Item> {
  /** The day's local midnight (ms). */
  day: number
  /** 0 today, 1 yesterday, more for older days. */
  daysAgo: number
  items: Item[]
}

const startOfDay = (time: number) => {
  const date = new Date(time)
  date.setHours(0, 0, 0, 0)
  return date.getTime()
}

/** Groups items (already newest first) by the local calendar day of `timeOf(item)`. */
export function groupByDay<Item>(
  items: readonly Item[],
  timeOf: (item: Item) => number,
  now: number,
): DayGroup<Item>[] {
  const today = startOfDay(now)
  const groups: DayGroup<Item>[] = []
  for (const item of items) {
    const day = startOfDay(timeOf(item))
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(item)
    else groups.push({ day, daysAgo: Math.round((today - day) / 86_400_000), items: [item] })
  }
  return groups
}
