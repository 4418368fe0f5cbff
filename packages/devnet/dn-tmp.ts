import { startDevnet } from '@portico/devnet'
const d = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
const url = d.eip155.chains[0]!.rpcUrl
const r = await fetch(url, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } })
console.log(r.status, [...r.headers.entries()].filter(([k]) => k.startsWith('access-control')))
await d.stop()
