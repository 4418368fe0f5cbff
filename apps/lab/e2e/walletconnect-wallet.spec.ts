import { createSignClient, toRemoteSession } from '@portico/walletconnect/client'
import { stringToHex, verifyMessage } from 'viem'
import { WebSocket } from 'ws'
import { expect, test } from './world/labTest.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'

test.describe('walletconnect-wallet', () => {
  test('a person pairs the WalletConnect test wallet by hand: approves the proposal and a signature, rejects one, disconnects', async ({
    page,
    devnet,
  }) => {
    const chainId = `eip155:${devnet.chains[0]?.chainId}`
    const dapp = createSignClient({
      relayUrl: `${readE2eCloudUrl().replace(/^http/, 'ws')}/relay`,
      projectId: 'portico-lab',
      metadata: { name: 'Hand dapp', description: 'Portico', url: 'http://localhost:5173', icons: [] },
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    })
    try {
      await page.goto('/?page=walletconnect-wallet')
      const panel = page.getByTestId('wc-wallet')
      await expect(panel).toBeVisible()
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: { eip155: { chains: [chainId], methods: ['personal_sign'], events: [] } },
      })
      await panel.getByLabel('Pairing URI').fill(uri)
      await panel.getByRole('button', { name: 'Pair' }).click()
      await expect(panel.getByTestId('wc-wallet-pending')).toHaveText('session_proposal')
      await expect(panel.getByTestId('wc-wallet-proposals').getByRole('listitem')).toHaveAttribute(
        'data-state',
        'pending',
      )
      await panel.getByRole('button', { name: 'Approve' }).click()
      const session = toRemoteSession(dapp, await approval)
      const [account] = session.namespaces.eip155?.accounts ?? []
      const address = account?.split(':')[2] as `0x${string}`
      await expect(panel.getByTestId('wc-wallet-sessions')).toContainText(`Hand dapp: ${account}`)

      const signing = session.request({
        chainId,
        method: 'personal_sign',
        params: [stringToHex('by hand'), address],
      })
      await expect(panel.getByTestId('wc-wallet-pending')).toHaveText('personal_sign')
      await panel.getByRole('button', { name: 'Approve' }).click()
      const signature = (await signing) as `0x${string}`
      expect(await verifyMessage({ address, message: 'by hand', signature })).toBe(true)

      // Caught at once: the rejection arrives while the test is still clicking.
      const refused = session
        .request({ chainId, method: 'personal_sign', params: [stringToHex('no'), address] })
        .then(
          () => undefined,
          (error: unknown) => error,
        )
      await expect(panel.getByTestId('wc-wallet-pending')).toHaveText('personal_sign')
      await panel.getByRole('button', { name: 'Reject' }).click()
      expect(await refused).toMatchObject({ code: 4001 })
      await expect(panel.getByTestId('wc-wallet-requests').getByRole('listitem')).toHaveText([
        `personal_sign on ${chainId}: approved`,
        `personal_sign on ${chainId}: rejected`,
      ])

      const ended = new Promise<void>((resolve) =>
        session.subscribe((event: { type: string }) => event.type === 'deleted' && resolve()),
      )
      await panel.getByTestId('wc-wallet-sessions').getByRole('button', { name: 'Disconnect' }).click()
      await ended
      await expect(panel.getByTestId('wc-wallet-sessions').getByRole('listitem')).toHaveCount(0)
    } finally {
      dapp.close()
    }
  })
})
