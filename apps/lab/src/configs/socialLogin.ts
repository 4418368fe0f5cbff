import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const socialLogin: LabConfig = {
  name: 'social-login',
  title: 'Social login (embedded wallet)',
  description:
    "Project portico-lab on the lab's cloud with the embedded wallet's social login: google, github, apple, facebook, x and discord all sign in at the lab's local OpenID provider (127.0.0.1:4420, test users on its page) in a pop-up on the secure site; Farcaster shows a Sign In With Farcaster QR code that the lab's test Farcaster app approves (`pnpm --filter @portico/lab farcaster-approve '<link>'` after Copy link); the e-mail field above them; EVM and Solana.",
  options: {
    themeMode: 'dark',
    defaultNamespace: 'eip155',
    features: {
      email: true,
      socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'],
    },
  },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
  solana: true,
  embeddedWallet: true,
}
