-- The social login's result when the pop-up could not post it to the page (the opener severed by a
-- Cross-Origin-Opener-Policy of the provider or of the dapp): the secure site's callback page leaves the callback URL
-- here, once, for the frame to collect. Its code is useless without the PKCE verifier that stays in the frame.
alter table social_logins add column returned_uri text;
