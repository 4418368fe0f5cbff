/** The embedded wallet's connector id in every namespace it serves (one auth connector per instance, spec §4). */
export const AUTH_CONNECTOR_ID = 'auth'
