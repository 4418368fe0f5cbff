/** The embedded wallet's connector id in every namespace it serves (one auth connector per instance, docs/behaviour.md#transitions). */
export const AUTH_CONNECTOR_ID = 'auth'
