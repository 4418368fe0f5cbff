import type { MailMessage } from '@portico/devnet'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The secure site project's shared e-mail login cloud (emailCloudGlobalSetup.ts). */
    sharedEmailCloud: { cloudUrl: string; inboxUrl: string }
  }
}

/** A file's view of the shared e-mail login cloud: its URL, and the mails to one address so far (oldest first). */
export interface SharedEmailCloud {
  readonly cloudUrl: string
  messages(to: string): Promise<MailMessage[]>
}

/**
 * For a frame test file: the cloud and inbox the secure site's project started once for all of its files
 * (emailCloudGlobalSetup.ts). Each file uses e-mail addresses no other file uses, so its accounts, codes and mail
 * cooldowns are its own.
 */
export function sharedEmailCloud(): SharedEmailCloud {
  const { cloudUrl, inboxUrl } = inject('sharedEmailCloud')
  return {
    cloudUrl,
    async messages(to) {
      const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(to)}`)
      if (!response.ok) throw new Error(`the shared inbox answered ${response.status}`)
      return (await response.json()) as MailMessage[]
    },
  }
}
