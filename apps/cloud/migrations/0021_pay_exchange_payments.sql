-- Payments from an exchange (src/pay/): one row per signed payment URL, per project, its status following the
-- exchange's status API (read when the widget asks; final statuses never change).
create table pay_exchange_payments (
  id text primary key,
  project_id text not null,
  exchange text not null,
  network text not null,
  asset text not null,
  amount text not null,
  recipient text not null,
  status text not null default 'pending',
  exchange_payment_id text,
  tx_hash text,
  failure_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index pay_exchange_payments_by_project on pay_exchange_payments (project_id, created_at desc);
