-- The embedded wallet's e-mail update (src/emailAuth/startEmailUpdate.ts, verifyEmailUpdateCode.ts): one update under
-- way per project and wallet e-mail. Step 'primary': a code went to the current e-mail; 'secondary': the primary
-- code was right and a code went to the new e-mail. Only the code's hash is kept, with its expiry and the wrong
-- attempts so far (the login's limits: 30 s between requests, 10 minutes, once, five wrong attempts lock it).
create table email_updates (
  project_id text not null,
  email text not null,
  new_email text not null,
  step text not null,
  code_hash text not null,
  requested_at bigint not null,
  expires_at bigint not null,
  wrong_attempts integer not null default 0,
  primary key (project_id, email)
)
