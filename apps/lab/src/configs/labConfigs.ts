import { accountFeatures } from './accountFeatures.js'
import { allNamespaces } from './allNamespaces.js'
import { cloudBadProject } from './cloudBadProject.js'
import { cloudBasic } from './cloudBasic.js'
import { cloudDisallowedOrigin } from './cloudDisallowedOrigin.js'
import { cloudIdentity } from './cloudIdentity.js'
import { cloudRemoteOff } from './cloudRemoteOff.js'
import { cloudRemoteOn } from './cloudRemoteOn.js'
import { connectSwitches } from './connectSwitches.js'
import { emailLogin } from './emailLogin.js'
import { emailSmartAccount } from './emailSmartAccount.js'
import { emailSmartAccountSiwx } from './emailSmartAccountSiwx.js'
import { emailSmartSessions } from './emailSmartSessions.js'
import { evmAllowUnsupported } from './evmAllowUnsupported.js'
import { evmDefault } from './evmDefault.js'
import { evmEmbeddedInline } from './evmEmbeddedInline.js'
import { evmLightTheme } from './evmLightTheme.js'
import { evmNoNetworkSwitch } from './evmNoNetworkSwitch.js'
import { evmNoReconnect } from './evmNoReconnect.js'
import { evmSolana } from './evmSolana.js'
import type { LabConfig } from './LabConfig.js'
import { multiWalletOff, multiWalletOn, multiWalletSolana } from './multiWalletConfigs.js'
import { onrampConfig } from './onrampConfig.js'
import { onrampSolana } from './onrampSolana.js'
import { debugOff, walletsOff } from './optionSwitchConfigs.js'
import { payConfig } from './payConfig.js'
import { paySolana } from './paySolana.js'
import { sendSolana } from './sendSolana.js'
import { siwxAllNamespaces } from './siwxAllNamespaces.js'
import { siwxCloud } from './siwxCloud.js'
import { siwxLocal } from './siwxLocal.js'
import { siwxRequired } from './siwxRequired.js'
import { socialLogin } from './socialLogin.js'
import { solanaWalletAdapter } from './solanaWalletAdapter.js'
import { swapsConfig, swapsEmbedded, swapsWalletConnect } from './swapsConfig.js'
import {
  walletConnectBasic,
  walletConnectConfig,
  walletConnectEvmSolana,
  walletConnectMobile,
  walletConnectRegistry,
  walletConnectRelayBadProject,
  walletConnectShortPairing,
} from './walletConnectConfig.js'

/** Every lab configuration, in index-page order. Add a config by adding its file here. */
export const labConfigs: readonly LabConfig[] = [
  evmDefault,
  evmAllowUnsupported,
  evmNoReconnect,
  evmEmbeddedInline,
  evmLightTheme,
  evmNoNetworkSwitch,
  evmSolana,
  allNamespaces,
  cloudRemoteOn,
  cloudRemoteOff,
  cloudDisallowedOrigin,
  cloudBadProject,
  cloudBasic,
  cloudIdentity,
  siwxLocal,
  siwxRequired,
  siwxCloud,
  siwxAllNamespaces,
  accountFeatures,
  multiWalletOn,
  multiWalletOff,
  multiWalletSolana,
  emailLogin,
  emailSmartAccount,
  emailSmartAccountSiwx,
  emailSmartSessions,
  sendSolana,
  solanaWalletAdapter,
  socialLogin,
  walletConnectConfig,
  walletConnectShortPairing,
  walletConnectEvmSolana,
  walletConnectMobile,
  connectSwitches,
  walletConnectBasic,
  walletConnectRegistry,
  walletConnectRelayBadProject,
  walletsOff,
  debugOff,
  swapsConfig,
  swapsWalletConnect,
  swapsEmbedded,
  onrampConfig,
  onrampSolana,
  payConfig,
  paySolana,
]
