import type { Catalogue } from '../Catalogue.js'

/** French. Loaded on demand (its own chunk); a key missing here shows in English. */
export const fr: Catalogue = {
  'button.connect': 'Connecter un portefeuille',
  'button.connecting': 'Connexion...',
  'button.selectNetwork': 'Choisir un réseau',
  'button.switchNetwork': 'Changer de réseau',

  'modal.back': 'Retour',
  'modal.close': 'Fermer',
  'modal.closeAlert': "Fermer l'alerte",
  'modal.loading': 'Chargement',
  'modal.viewFailed': 'Un problème est survenu',
  'modal.viewMissing': "Cette vue n'est pas disponible",

  'common.tryAgain': 'Réessayer',
  'common.disconnect': 'Déconnecter',

  'connect.title': 'Connecter un portefeuille',
  'connect.noWallets': 'Aucun portefeuille trouvé',
  'connect.allWallets': 'Tous les portefeuilles',
  'connect.continueWithWallet': 'Continuer avec un portefeuille',
  'connect.legal.agree': 'J’accepte les Conditions d’utilisation et la Politique de confidentialité',
  'connect.legal.terms': 'Conditions d’utilisation',
  'connect.legal.privacy': 'Politique de confidentialité',
  'connect.legal.required': 'Cochez la case ci-dessus pour vous connecter',
  'connect.walletGuide.question': 'Pas encore de portefeuille ?',
  'connect.walletGuide.start': 'Commencer',
  'connect.walletGuide.title': 'Qu’est-ce qu’un portefeuille ?',
  'connect.walletGuide.signIn': 'Une seule connexion pour toutes les apps',
  'connect.walletGuide.signInNote':
    'Connectez votre portefeuille pour vous connecter aux apps, sans nouveau mot de passe à retenir.',
  'connect.walletGuide.assets': 'Un foyer pour vos actifs numériques',
  'connect.walletGuide.assetsNote':
    'Un portefeuille conserve vos cryptomonnaies, jetons et NFT, et les envoie et les reçoit.',
  'connect.walletGuide.explore': 'Votre porte d’entrée vers le web3',
  'connect.walletGuide.exploreNote':
    'Avec un portefeuille, vous pouvez échanger, collectionner et rejoindre des communautés qui vivent sur des blockchains.',
  'connect.walletGuide.getWallet': 'Obtenir un portefeuille',

  'wallets.recent': 'Récent',
  'wallets.installed': 'Installé',
  'wallets.get': 'Obtenir',

  'allWallets.title': 'Tous les portefeuilles',
  'allWallets.searchLabel': 'Rechercher des portefeuilles',
  'allWallets.searchPlaceholder': 'Rechercher un portefeuille',
  'allWallets.searching': 'Recherche…',
  'allWallets.loading': 'Chargement des portefeuilles…',
  'allWallets.searchFailed': 'La recherche a échoué',
  'allWallets.loadFailed': "Impossible de charger d'autres portefeuilles",
  'allWallets.noMatch': 'Aucun portefeuille trouvé',

  'connecting.title': 'Connexion',
  'connecting.yourWallet': 'votre portefeuille',
  'connecting.waiting': 'Continuez dans {wallet}',
  'connecting.waitingNote': 'Acceptez la demande de connexion dans votre portefeuille',
  'connecting.rejected': 'Connexion refusée',
  'connecting.rejectedNote': 'La demande a été refusée dans le portefeuille. Vous pouvez réessayer.',
  'connecting.failed': 'Échec de la connexion',
  'connecting.connected': 'Connecté',
  'connecting.connectedNote': 'Votre portefeuille est connecté',

  'account.title': 'Compte',
  'account.copyAddress': "Copier l'adresse",
  'account.copied': 'Copié',
  'account.copyFailed': 'Échec de la copie',
  'account.loadingBalance': 'Chargement du solde',
  'account.balanceUnavailable': 'Solde indisponible',
  'account.unknownNetwork': 'Réseau inconnu',
  'account.disconnectFailed': 'Échec de la déconnexion, réessayez',
  'account.tabs': 'Compte',
  'account.tokens': 'Jetons',
  'account.nfts': 'NFT',
  'account.activity': 'Activité',
  'account.noTokens': 'Aucun jeton pour le moment',
  'account.noNfts': 'Aucun NFT pour le moment',
  'account.noActivity': 'Aucune activité pour le moment',

  'switchNetwork.title': 'Choisir un réseau',
  'switchNetwork.switching': 'Changement en cours',
  'switchNetwork.failed': 'Impossible de passer à {network}.',

  'unsupportedChain.title': 'Changer de réseau',
  'unsupportedChain.note':
    "Cette application ne prend pas en charge votre réseau actuel. Passez à l'un des réseaux disponibles pour continuer.",

  'switchActiveChain.title': 'Changer de chaîne',
  'switchActiveChain.headline': 'Passer à {network}',
  'switchActiveChain.headlineAny': 'Changer de chaîne',
  'switchActiveChain.note':
    'Votre portefeuille est connecté sur une autre chaîne. Continuez pour utiliser ce réseau.',
  'switchActiveChain.failed': "Le changement n'a pas abouti. Vous pouvez réessayer.",
  'switchActiveChain.confirm': 'Changer',
  'switchActiveChain.switching': 'Changement…',

  'approve.title': 'Approuver la transaction',
  'approve.headline': 'Approuvez la demande',
  'approve.empty': 'Aucune demande en attente',
  'approve.waiting': '{request} : en attente de votre portefeuille',
  'approve.waitingMany': {
    one: '{request} : en attente de votre portefeuille ({count} demande)',
    other: '{request} : en attente de votre portefeuille ({count} demandes)',
  },
  'approve.cancel': 'Annuler la demande',
  'approve.signMessage': 'Signer un message',
  'approve.signTypedData': 'Signer des données structurées',
  'approve.sendTransaction': 'Envoyer une transaction',

  'error.REQUEST_ABORTED': 'La demande a été annulée',
  'error.SOMETHING_WENT_WRONG': 'Un problème est survenu',
  'error.FRAME_ERROR': "Une erreur s'est produite",
  'error.NETWORK_UNREACHABLE':
    'Impossible de joindre le serveur. Vérifiez votre connexion Internet et réessayez',
  'error.EMAIL_DEPENDENCY_LOAD_FAILED': 'Impossible de charger la connexion par e-mail',
  'error.EMAIL_COOLDOWN': 'Veuillez réessayer dans {seconds} secondes',
  'error.INVALID_EMAIL': 'Adresse e-mail non valide',
  'error.CHAIN_NOT_SUPPORTED': "Cette chaîne n'est pas prise en charge",
  'error.USER_REJECTED': "L'utilisateur a refusé la demande",
  'error.FETCH_TRANSACTIONS_FAILED': 'Impossible de récupérer les transactions',
  'error.TOKEN_BALANCE_UNAVAILABLE': 'Solde des jetons indisponible',
  'error.AUTH_INIT_FAILED': "Un problème est survenu lors de l'initialisation de l'authentification",
  'error.SIGN_MESSAGE_FAILED': 'Erreur lors de la signature du message',
  'error.AUTHENTICATING': 'Authentification...',
  'error.NAME_RESOLVE_FAILED': 'Erreur lors de la résolution du nom',
  'error.NAME_SUGGESTIONS_FAILED': 'Erreur lors de la récupération des suggestions de noms',
  'error.NAMES_FOR_ADDRESS_FAILED': "Erreur lors de la récupération des noms de l'adresse",
  'error.NAME_REGISTER_FAILED': "Erreur lors de l'enregistrement du nom {name}",
  'error.NETWORK_NOT_FOUND': 'Réseau introuvable',
  'error.INVALID_ACCOUNT_NAME':
    'Un nom se compose de lettres, de chiffres et de tirets, et compte au moins 4 caractères',
  'error.DISCONNECT_FAILED': 'Impossible de déconnecter les chaînes : {reason}',
  'error.CAPABILITY_NOT_SUPPORTED': "{capability} n'est pas pris en charge dans l'espace de noms {namespace}",
  'error.UNSUPPORTED_NETWORK_NAME': 'Réseau inconnu',
  'error.SEND_AMOUNT_AND_RECEIVER_REQUIRED': 'Un montant et une adresse de destination sont requis',
  'error.SEND_TOKEN_REQUIRED': 'Un jeton est requis',
  'error.UNSUPPORTED_CHAIN': 'Chaîne non prise en charge',
  'error.SEND_INVALID_EVM_ADDRESS': 'Adresse EVM invalide : 40 caractères hexadécimaux, avec ou sans 0x',
  'error.SEND_INVALID_SOLANA_ADDRESS': 'Adresse Solana invalide : 32 à 44 caractères base58',
  'error.SEND_NAME_NOT_FOUND': 'Aucune adresse n’est enregistrée pour {name}',
  'error.SEND_INVALID_AMOUNT': 'Saisissez un montant supérieur à 0 avec au plus {decimals} décimales',
  'error.SEND_INSUFFICIENT_BALANCE': 'Solde {symbol} insuffisant',
  'error.SEND_INSUFFICIENT_FEE': 'Pas assez de {symbol} pour payer les frais de réseau',
  'error.SEND_WOULD_FAIL': 'Le réseau refuserait ce transfert',
  'error.SEND_FAILED': 'Le transfert a échoué sur le réseau',

  'alert.titled': '{title} : {description}',
  'alert.INVALID_APP_CONFIGURATION.title': "Configuration de l'application non valide",
  'alert.INVALID_APP_CONFIGURATION.description':
    "L'origine {origin} ne figure pas parmi les origines autorisées de ce projet. Ajoutez-la aux origines autorisées du projet dans Portico Cloud.",
  'alert.INVALID_PROJECT_ID.title': 'ID de projet non valide',
  'alert.INVALID_PROJECT_ID.description':
    'Portico Cloud ne connaît pas cet ID de projet. Vérifiez le projectId transmis à createPortico.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'ID de projet non configuré',
  'alert.PROJECT_ID_NOT_CONFIGURED.description':
    "Aucun ID de projet n'est défini. Transmettez à createPortico le projectId de votre projet Portico Cloud.",
  'alert.RATE_LIMITED.title': 'Trop de requêtes',
  'alert.RATE_LIMITED.description':
    'Trop de requêtes pour la configuration du projet. Veuillez réessayer plus tard.',
  'alert.SERVER_ERROR.title': 'Erreur du serveur',
  'alert.SERVER_ERROR.description':
    "Portico Cloud n'a pas pu charger la configuration du projet. Veuillez réessayer plus tard.",
  'alert.IFRAME_LOAD_FAILED.title': 'Échec du chargement du portefeuille intégré',
  'alert.IFRAME_LOAD_FAILED.description':
    "Le portefeuille intégré ne s'est pas chargé. Vérifiez votre connexion réseau et réessayez.",
  'alert.IFRAME_REQUEST_TIMEOUT.title': 'Délai de la demande dépassé',
  'alert.IFRAME_REQUEST_TIMEOUT.description':
    "Le portefeuille intégré n'a pas répondu à temps. Veuillez réessayer.",
  'alert.UNVERIFIED_DOMAIN.title': 'Domaine non vérifié',
  'alert.UNVERIFIED_DOMAIN.description':
    "Ce domaine n'est pas vérifié pour le portefeuille intégré. Ajoutez-le aux origines autorisées du projet dans Portico Cloud.",
  'alert.SESSION_EXPIRED.title': 'Session expirée',
  'alert.SESSION_EXPIRED.description':
    "La session n'est plus valide. Vérifiez que l'horloge de votre appareil est à l'heure, puis reconnectez-vous.",
  'alert.NETWORK_NOT_FOUND.title': 'Réseau introuvable',
  'alert.NETWORK_NOT_FOUND.description':
    'Ce réseau ne fait pas partie des réseaux de cette application. Ajoutez-le aux networks transmis à createPortico.',
  'alert.MULTI_WALLET_NOT_ENABLED.title': 'Multi-portefeuille non activé',
  'alert.MULTI_WALLET_NOT_ENABLED.description':
    'La prise en charge de plusieurs portefeuilles doit être activée dans la configuration du projet.',
  'alert.LOCAL_CONFIGURATION_IGNORED.title': 'Configuration locale ignorée',
  'alert.LOCAL_CONFIGURATION_IGNORED.description':
    'La configuration distante du projet remplace ces fonctionnalités locales : {features}.',
  'walletConnect.copyLink': 'Copier le lien',
  'walletConnect.copied': 'Lien copié',
}
