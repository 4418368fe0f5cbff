-- The e-mail login counts per device and per mailbox (src/emailAuth/requestEmailCode.ts, verifyEmailCode.ts).
-- A login code belongs to the device that asked for it: one code per project, e-mail and device, each with its own
-- wrong attempts, so another device's guesses never lock it and another device's request never replaces it. A row
-- with an empty code_hash is a request that got a device-approval link instead of a code: nothing matches it, and
-- its attempts count like a code's, so the answers are the same whether or not the e-mail has a wallet.
alter table email_codes drop constraint email_codes_pkey;
alter table email_codes add primary key (project_id, email, device_hash);

-- Login mails per project and mailbox (the e-mail lower-cased, without its +tag): the time of the last one (the 30 s
-- cooldown) and the mails to devices the e-mail has not remembered in the current hour's window.
create table email_mailboxes (
  project_id text not null,
  mailbox text not null,
  last_mail_at bigint not null,
  window_start bigint not null,
  window_mails integer not null,
  primary key (project_id, mailbox)
);
