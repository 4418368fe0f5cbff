import type { CreateProjectInput } from './projectInputSchemas.js'

/** Public project ids of the lab. They are not secrets: project ids travel in every widget request. */
export const LAB_PROJECT_ID = 'portico-lab'
/** A project whose origins exclude the lab: the lab's "disallowed origin" configuration. */
export const DISALLOWED_PROJECT_ID = 'portico-lab-disallowed'
/** A project with no allowed origins: the lab's "Project ID Not Configured" configuration. */
export const UNCONFIGURED_PROJECT_ID = 'portico-lab-unconfigured'
/** The lab project with the `multiWallet` remote feature on: the lab's "multi-wallet" configuration. */
export const MULTI_WALLET_PROJECT_ID = 'portico-lab-multiwallet'
/** The lab project whose paymaster sponsors smart accounts: the lab's "sponsored" configuration. */
export const SPONSORED_PROJECT_ID = 'portico-lab-sponsored'

/** Projects created at first start (never overwritten afterwards). */
export const seededProjects: CreateProjectInput[] = [
  {
    id: LAB_PROJECT_ID,
    name: 'Portico lab',
    allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
  },
  {
    id: DISALLOWED_PROJECT_ID,
    name: 'Portico lab (origin not allowed)',
    allowedOrigins: ['https://app.example.com'],
  },
  { id: UNCONFIGURED_PROJECT_ID, name: 'Portico lab (not configured)', allowedOrigins: [] },
  {
    id: MULTI_WALLET_PROJECT_ID,
    name: 'Portico lab (multi-wallet)',
    allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
    features: { multiWallet: true },
  },
  {
    id: SPONSORED_PROJECT_ID,
    name: 'Portico lab (sponsored)',
    allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
    // 0.1 ETH of gas per account, chain and day on the devnet.
    sponsorship: { enabled: true, dailyLimitPerAccountWei: '100000000000000000' },
  },
]
