/**
 * The lab's secure site (apps/secure), allowed in development when SECURE_SITE_ORIGINS is unset: on `localhost`,
 * another site than the lab's 127.0.0.1, so its frame is cross-site as on a real dapp.
 */
export const DEVELOPMENT_SECURE_SITE_ORIGIN = 'http://localhost:4410'
