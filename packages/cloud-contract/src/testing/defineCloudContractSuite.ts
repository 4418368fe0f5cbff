import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { type CloudRouteName, cloudContract } from '../cloudContract.js'
import { cloudErrorSchema } from '../cloudErrorSchema.js'
import type { CloudContractSubject } from './CloudContractSubject.js'

/** One call of a route: its path parameters, query and body, as the widget's packages send them. */
type ContractCall = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }

/** A name no run registers before this one (lower case, as the name rules want). */
const NAME = `contract-${Date.now().toString(36)}`
const ADDRESS = '0x000000000000000000000000000000000000dead'

/** The call of each route: the record is complete, so a route added to the contract fails typecheck until it has one. */
function contractCalls(subject: CloudContractSubject, signed: { message: string; signature: string }) {
  const account = { address: subject.signer.address }
  const calls: Record<CloudRouteName, ContractCall> = {
    getConfig: {},
    getOrigins: {},
    getWallets: { query: { page: '1', entries: '40' } },
    getAnalyticsConfig: {},
    sendEvent: {
      body: {
        eventId: crypto.randomUUID(),
        url: 'http://localhost:5173/',
        domain: 'localhost',
        timestamp: Date.now(),
        props: { type: 'track', event: 'MODAL_OPEN' },
      },
    },
    getBalances: { params: account, query: { chainId: subject.chainId } },
    getNfts: { params: account, query: { chainId: subject.chainId } },
    getHistory: { params: { address: ADDRESS }, query: { chainId: subject.chainId, limit: '20' } },
    getIdentity: { params: { address: ADDRESS } },
    registerName: {
      body: {
        coinType: 60,
        address: subject.signer.address,
        signature: signed.signature,
        message: signed.message,
      },
    },
    lookupName: { params: { name: NAME } },
    reverseLookupName: { params: account },
    getNameSuggestions: { params: { name: 'contract' } },
  }
  return calls
}

/**
 * One suite for every implementation of Portico Cloud (the real service, the widget's fake): each route of the
 * contract is called as the widget's packages call it (a query and body the contract accepts), and must answer its
 * status and a body its schema accepts; errors answer the cloud's error body. The routes run in the contract's order
 * (the name is registered before it is looked up). A stand-in that drifts from the real cloud fails here, where the real one passes.
 */
export function defineCloudContractSuite(name: string, start: () => Promise<CloudContractSubject>): void {
  describe(`the cloud contract on ${name}`, () => {
    let subject: CloudContractSubject
    let calls: Record<CloudRouteName, ContractCall>
    beforeAll(async () => {
      subject = await start()
      const message = JSON.stringify({ name: NAME, attributes: {}, timestamp: Date.now() })
      calls = contractCalls(subject, { message, signature: await subject.signer.signMessage({ message }) })
    }, 120_000)
    afterAll(() => subject?.stop())

    const queryOf = ({ query }: ContractCall) => ({
      projectId: subject.projectId,
      st: 'portico',
      sv: 'contract',
      ...query,
    })
    const send = async (path: string, { method, ...call }: ContractCall & { method: string }) => {
      const search = new URLSearchParams(queryOf(call))
      const { body } = call
      const response = await fetch(`${subject.url}${path}?${search}`, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    }
    const shapeOf = (schema: z.ZodType, body: unknown) => {
      const parsed = schema.safeParse(body)
      return parsed.success ? 'as the contract says' : parsed.error.issues
    }

    for (const [routeName, route] of Object.entries(cloudContract) as [
      CloudRouteName,
      (typeof cloudContract)[CloudRouteName],
    ][]) {
      it(`${routeName}: ${route.method} ${route.path} answers ${route.status} in its shape`, async () => {
        const call = calls[routeName]
        if ('body' in route) expect(shapeOf(route.body, call.body)).toBe('as the contract says')
        if ('query' in route) expect(shapeOf(route.query, queryOf(call))).toBe('as the contract says')
        const path = route.path.replace(/:(\w+)/g, (_, key: string) =>
          encodeURIComponent(call.params?.[key] ?? ''),
        )
        const answer = await send(path, { ...call, method: route.method })
        expect({ status: answer.status, shape: shapeOf(route.answer, answer.body) }).toEqual({
          status: route.status,
          shape: 'as the contract says',
        })
      })
    }

    it('a free name is a 404 with the error body', async () => {
      const answer = await send(`/v1/profile/account/free-${NAME}`, { method: 'GET' })
      expect({ status: answer.status, shape: shapeOf(cloudErrorSchema, answer.body) }).toEqual({
        status: 404,
        shape: 'as the contract says',
      })
      expect(answer.body).toMatchObject({ error: 'not_found' })
    })

    it('an unknown route is a 404 with the error body', async () => {
      const answer = await send('/no/such/route', { method: 'GET' })
      expect(answer).toEqual({ status: 404, body: { error: 'not_found', message: 'Route not found' } })
    })
  })
}
