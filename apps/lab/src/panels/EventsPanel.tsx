import type { Portico, PorticoEventRecord } from '@portico/core'
import { useEffect, useState } from 'react'

/** The instance's typed event stream (portico.subscribeEvents), newest last. */
export function EventsPanel({ portico }: { portico: Portico }) {
  const [records, setRecords] = useState<PorticoEventRecord[]>([])
  useEffect(() => portico.subscribeEvents((record) => setRecords((all) => [...all, record])), [portico])
  return (
    <section className="lab-panel" aria-labelledby="events-panel-title">
      <h2 id="events-panel-title">Events</h2>
      <ol data-testid="lab-events" data-count={records.length}>
        {records.map((record, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; index is the event's order
          <li key={index} data-testid="lab-event" data-event-type={record.event.type}>
            <code>{record.event.type}</code> {summarise(record)}
          </li>
        ))}
      </ol>
    </section>
  )
}

function summarise({ event }: PorticoEventRecord): string {
  const { type: _type, ...rest } = event
  return Object.keys(rest).length === 0 ? '' : JSON.stringify(rest)
}
