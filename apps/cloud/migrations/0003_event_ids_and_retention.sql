-- An event or error report is stored once per project and eventId (a retried POST /e is not stored again), and
-- both tables are swept by age (ANALYTICS_RETENTION_DAYS). Earlier duplicates keep their first copy.

delete from analytics_events a using analytics_events b
  where a.project_id = b.project_id and a.event_id = b.event_id and a.id > b.id;
create unique index analytics_events_event_id on analytics_events (project_id, event_id);
create index analytics_events_received_at on analytics_events (received_at);

delete from error_reports a using error_reports b
  where a.project_id = b.project_id and a.event_id = b.event_id and a.id > b.id;
create unique index error_reports_event_id on error_reports (project_id, event_id);
create index error_reports_received_at on error_reports (received_at);
