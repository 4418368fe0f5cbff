import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type OidcProvider, startOidcProvider } from '@portico/devnet'
import { afterAll, beforeAll } from 'vitest'
import type { SocialAuthConfig } from '../config/CloudConfig.js'
import { localSocialProviderEndpoints } from '../socialAuth/socialProviderEndpoints.js'
import { SOCIAL_PROVIDERS } from '../socialAuth/socialProviders.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from './testConfig.js'

/** The client the test cloud is registered as at the local provider. */
export const TEST_SOCIAL_CLIENT = { clientId: 'portico-test', clientSecret: 'portico-test-secret' }

/**
 * For a test file: the local OpenID provider of `@portico/devnet` standing in for all six social providers, and a
 * cloud that signs visitors in with it and takes login requests from `secureOrigin` (its callback page
 * `<secureOrigin>/social-callback.html` registered), started before the file's tests and stopped after them.
 */
export function useSocialAuthCloud(secureOrigin: string): {
  readonly cloud: RunningCloud
  readonly oidc: OidcProvider
  readonly redirectUri: string
} {
  const redirectUri = `${secureOrigin}/social-callback.html`
  let oidc: OidcProvider | undefined
  let cloud: RunningCloud | undefined
  let dataDir: string | undefined
  beforeAll(async () => {
    oidc = await startOidcProvider({ clients: [{ ...TEST_SOCIAL_CLIENT, redirectUris: [redirectUri] }] })
    const started = oidc
    const providers: SocialAuthConfig['providers'] = Object.fromEntries(
      SOCIAL_PROVIDERS.map((provider) => [
        provider,
        { ...TEST_SOCIAL_CLIENT, ...localSocialProviderEndpoints(started.url, provider) },
      ]),
    )
    dataDir = await mkdtemp(join(tmpdir(), 'portico-social-auth-'))
    cloud = await startCloud(
      testConfig({
        dataDir,
        emailAuth: { mailFrom: 'Portico <login@portico.local>', secureSiteOrigins: [secureOrigin] },
        socialAuth: { redirectUri, providers },
      }),
    )
  })
  afterAll(async () => {
    await cloud?.stop()
    await oidc?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the social login cloud is not started')
    return value
  }
  return {
    get cloud() {
      return started(cloud)
    },
    get oidc() {
      return started(oidc)
    },
    redirectUri,
  }
}
