-- Device verification of the embedded wallet's e-mail login (src/emailAuth/requestDeviceLink.ts, approveDeviceLink.ts).
-- A device is the frame's random id on one browser profile; only its hash (with the project and e-mail) is kept.
-- The first device of an e-mail is remembered at its first login; any other one must first be approved from a link
-- mailed to that e-mail (single use, 15 minutes, 30 s apart, five an hour), and only then is a code mailed to it.
create table email_devices (
  project_id text not null,
  email text not null,
  device_hash text not null,
  verified_at bigint not null,
  primary key (project_id, email, device_hash)
);

create table device_links (
  token_hash text primary key,
  project_id text not null,
  email text not null,
  device_hash text not null,
  requested_at bigint not null,
  expires_at bigint not null,
  approved_at bigint
);
create index device_links_by_email on device_links (project_id, email, requested_at);

-- The device a login code was sent to: the code opens a session only on that device.
alter table email_codes add column device_hash text not null default '';
