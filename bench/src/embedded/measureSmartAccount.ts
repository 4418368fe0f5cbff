import { memoryVaultOf } from '@portico/secure/src/custody/memoryVaultOf.js'
import { createFrameController } from '@portico/secure/src/frame/createFrameController.js'
import { createFrameRpcUrls } from '@portico/secure/src/frame/createFrameRpcUrls.js'
import { readSmartAccountNetworks } from '@portico/secure/src/frame/smartAccount/readSmartAccountNetworks.js'
import { type Address, createPublicClient, type Hex, http, parseEther } from 'viem'
import { type Summary, summarize } from '../stats/summarize.js'
import { memoryFrameStore, SECURE_ORIGIN, secureSiteAuth } from './benchFrameParts.js'
import { type EmbeddedWorld, startEmbeddedWorld } from './startEmbeddedWorld.js'

/** The smart account's two timings over `rounds` new wallets (Portico only; see docs/benchmarks.md). */
export type SmartAccountTimings = {
  rounds: number
  /** The project whose smart accounts were used (its paymaster sponsors the gas). */
  projectId: string
  /** CONNECT_OTP sent → SET_PREFERRED_ACCOUNT answered the smart account's (counterfactual) address. */
  codeToSmartAddressMs: Summary | null
  /** eth_sendTransaction sent (approved at once) → the user operation's receipt on the chain (it deploys the account). */
  firstOperationToReceiptMs: Summary | null
  error?: string
}

/** The lab's sponsored project (`email-smart-account`): the cloud's paymaster pays, the bundler is the devnet's Alto. */
const PROJECT = 'portico-lab-sponsored'
const RECIPIENT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const VALUE = parseEther('0.01')

type Answer = { ok: true; payload?: unknown } | { ok: false; error: { message: string } }
const payloadOf = <Payload>(answer: Answer, step: string): Payload => {
  if (!answer.ok) throw new Error(`${step}: ${answer.error.message}`)
  return answer.payload as Payload
}

/**
 * Times the embedded wallet's smart account end to end without the browser, as measureEmailLogin does the login: the
 * secure site's frame controller (its real code, fed the messages the widget sends) against a real cloud on PGlite
 * (e-mail code over SMTP to a local inbox; its bundler and paymaster routes) and the devnet's EntryPoint v0.7, Safe
 * contracts and Alto bundler on one anvil chain. Each round is a new visitor: e-mail login, the smart account chosen
 * (SET_PREFERRED_ACCOUNT, as the Account view's switch does), its address funded (not timed), then its first send,
 * which deploys it. What it leaves out is the page's part (postMessage and rendering) and the visitor's reading time;
 * `apps/lab/e2e/embedded-smart-account.spec.ts` is that path in a browser. It runs in `shared` (left running; it
 * must have the chain), or in a world of its own, started and stopped here (startEmbeddedWorld).
 */
export async function measureSmartAccount(
  rounds: number,
  shared?: EmbeddedWorld,
): Promise<SmartAccountTimings> {
  const toSmart: number[] = []
  const toReceipt: number[] = []
  const result = (error?: unknown): SmartAccountTimings => ({
    rounds,
    projectId: PROJECT,
    codeToSmartAddressMs: summarize(toSmart),
    firstOperationToReceiptMs: summarize(toReceipt),
    ...(error === undefined ? {} : { error: error instanceof Error ? error.message : String(error) }),
  })
  let world = shared
  try {
    world ??= await startEmbeddedWorld({ chain: true })
    const { chain, inbox } = world
    if (!chain) throw new Error('the world has no EVM chain for the smart accounts')
    const { cloudUrl } = world
    const chainId = `eip155:${chain.chainId}`
    const anvil = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 })
    const smartAccounts = await readSmartAccountNetworks(cloudUrl, PROJECT)
    if (!smartAccounts[chainId as `eip155:${number}`])
      throw new Error(`the cloud lists no smart account on ${chainId} for ${PROJECT}`)
    const auth = secureSiteAuth(cloudUrl, PROJECT)
    for (let round = 0; round < rounds; round++) {
      const store = memoryFrameStore()
      const frame = createFrameController({
        auth,
        store,
        vault: memoryVaultOf(store),
        projectId: PROJECT,
        chainId,
        rpcPolicy: createFrameRpcUrls({
          cloudUrl,
          secureOrigin: SECURE_ORIGIN,
          projectId: PROJECT,
        }),
        smartAccounts,
        parentOrigin: 'http://127.0.0.1:5173',
        socialCallbackUrl: `${SECURE_ORIGIN}/social-callback.html`,
        approve: async () => true,
        showRecovery: async () => false,
        askRecovery: async () => undefined,
      })
      const email = `bench-smart-${Date.now()}-${round}@example.com`
      payloadOf(
        await frame.handle({ type: 'CONNECT_EMAIL', id: `e${round}`, payload: { email } }),
        'CONNECT_EMAIL',
      )
      let code: string | undefined
      while (!code) {
        code = inbox
          .messages(email)
          .at(-1)
          ?.text.match(/\b(\d{6})\b/)?.[1]
        if (!code) await new Promise((resolve) => setTimeout(resolve, 1))
      }
      const entered = performance.now()
      payloadOf(
        await frame.handle({ type: 'CONNECT_OTP', id: `o${round}`, payload: { otp: code } }),
        'CONNECT_OTP',
      )
      const { address } = payloadOf<{ address: Address }>(
        await frame.handle({
          type: 'SET_PREFERRED_ACCOUNT',
          id: `s${round}`,
          payload: { type: 'smartAccount' },
        }),
        'SET_PREFERRED_ACCOUNT',
      )
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`no smart account address: ${address}`)
      toSmart.push(performance.now() - entered)
      if ((await anvil.getCode({ address })) !== undefined)
        throw new Error(`the smart account ${address} is deployed before its first operation`)

      await anvil.request({
        method: 'anvil_setBalance' as never,
        params: [address, `0x${parseEther('1').toString(16)}`] as never,
      })
      const sent = performance.now()
      const hash = payloadOf<Hex>(
        await frame.handle({
          type: 'RPC_REQUEST',
          id: `r${round}`,
          payload: {
            method: 'eth_sendTransaction',
            params: [{ from: address, to: RECIPIENT, value: `0x${VALUE.toString(16)}` }],
            chainId,
            chainNamespace: 'eip155',
          },
        }),
        'eth_sendTransaction',
      )
      const receipt = await anvil.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      toReceipt.push(performance.now() - sent)
      if (receipt.status !== 'success') throw new Error(`the first operation's transaction ${hash} reverted`)
      if ((await anvil.getCode({ address })) === undefined)
        throw new Error(`the first operation did not deploy the smart account ${address}`)
    }
    return result()
  } catch (error) {
    return result(error)
  } finally {
    if (!shared) await world?.stop()
  }
}
