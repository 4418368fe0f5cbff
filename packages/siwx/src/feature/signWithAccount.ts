import type { SiwxSession } from '@portico/core'
import type { SiwxAccount } from './PorticoSiwx.js'
import type { SiwxContext } from './SiwxContext.js'

/** The sign-in message for `account`, signed (by the configuration's signer, else the wallet) and stored. */
export async function signWithAccount(
  { feature, config }: Pick<SiwxContext, 'feature' | 'config'>,
  account: SiwxAccount,
): Promise<SiwxSession> {
  const message = await config.createMessage({ accountAddress: account.address, chainId: account.chainId })
  const { serializedMessage, ...data } = message
  const signature = config.signMessage
    ? await config.signMessage({
        message: serializedMessage,
        chainId: account.chainId,
        accountAddress: account.address,
        namespace: account.namespace,
      })
    : await feature.portico.signMessage({ message: serializedMessage, namespace: account.namespace })
  const session: SiwxSession = { data, message: serializedMessage, signature }
  await config.addSession(session)
  return session
}
