import type { Catalogue } from '../Catalogue.js'

/** German. Loaded on demand (its own chunk); a key missing here shows in English. */
export const de: Catalogue = {
  'button.connect': 'Wallet verbinden',
  'button.connecting': 'Wird verbunden...',
  'button.selectNetwork': 'Netzwerk wählen',
  'button.switchNetwork': 'Netzwerk wechseln',

  'modal.back': 'Zurück',
  'modal.close': 'Schließen',
  'modal.closeAlert': 'Hinweis schließen',
  'modal.loading': 'Wird geladen',
  'modal.viewFailed': 'Etwas ist schiefgelaufen',
  'modal.viewMissing': 'Diese Ansicht ist nicht verfügbar',
  'common.tryAgain': 'Erneut versuchen',
  'common.disconnect': 'Trennen',

  'connect.title': 'Wallet verbinden',
  'connect.noWallets': 'Keine Wallet gefunden',
  'connect.allWallets': 'Alle Wallets',

  'wallets.recent': 'Zuletzt genutzt',
  'wallets.installed': 'Installiert',

  'allWallets.title': 'Alle Wallets',
  'allWallets.searchLabel': 'Wallets durchsuchen',
  'allWallets.searchPlaceholder': 'Wallet suchen',
  'allWallets.searching': 'Suche läuft…',
  'allWallets.loading': 'Wallets werden geladen…',
  'allWallets.searchFailed': 'Die Suche ist fehlgeschlagen',
  'allWallets.loadFailed': 'Weitere Wallets konnten nicht geladen werden',
  'allWallets.noMatch': 'Keine Wallet gefunden',

  'connecting.title': 'Verbindung wird hergestellt',
  'connecting.yourWallet': 'Ihrer Wallet',
  'connecting.waiting': 'Weiter in {wallet}',
  'connecting.waitingNote': 'Bestätigen Sie die Verbindungsanfrage in Ihrer Wallet',
  'connecting.rejected': 'Verbindung abgelehnt',
  'connecting.rejectedNote': 'Die Anfrage wurde in der Wallet abgelehnt. Sie können es erneut versuchen.',
  'connecting.failed': 'Verbindung fehlgeschlagen',
  'connecting.connected': 'Verbunden',
  'connecting.connectedNote': 'Ihre Wallet ist verbunden',

  'account.title': 'Konto',
  'account.copyAddress': 'Adresse kopieren',
  'account.copied': 'Kopiert',
  'account.copyFailed': 'Kopieren fehlgeschlagen',
  'account.loadingBalance': 'Guthaben wird geladen',
  'account.balanceUnavailable': 'Guthaben nicht verfügbar',
  'account.unknownNetwork': 'Unbekanntes Netzwerk',
  'account.disconnectFailed': 'Trennen fehlgeschlagen, bitte erneut versuchen',
  'account.tabs': 'Konto',
  'account.tokens': 'Token',
  'account.nfts': 'NFTs',
  'account.activity': 'Aktivität',
  'account.noTokens': 'Noch keine Token',
  'account.noNfts': 'Noch keine NFTs',
  'account.noActivity': 'Noch keine Aktivität',

  'switchNetwork.title': 'Netzwerk wählen',
  'switchNetwork.switching': 'Wird gewechselt',
  'switchNetwork.failed': 'Wechsel zu {network} nicht möglich.',
  'unsupportedChain.title': 'Netzwerk wechseln',
  'unsupportedChain.note':
    'Diese App unterstützt Ihr aktuelles Netzwerk nicht. Wechseln Sie zu einem verfügbaren Netzwerk, um fortzufahren.',

  'switchActiveChain.title': 'Chain wechseln',
  'switchActiveChain.headline': 'Zu {network} wechseln',
  'switchActiveChain.headlineAny': 'Chain wechseln',
  'switchActiveChain.note':
    'Ihre Wallet ist mit einer anderen Chain verbunden. Fahren Sie fort, um dieses Netzwerk zu nutzen.',
  'switchActiveChain.failed': 'Der Wechsel ist nicht gelungen. Sie können es erneut versuchen.',
  'switchActiveChain.confirm': 'Wechseln',
  'switchActiveChain.switching': 'Wird gewechselt…',

  'approve.title': 'Transaktion genehmigen',
  'approve.headline': 'Anfrage genehmigen',
  'approve.empty': 'Keine offene Anfrage',
  'approve.waiting': '{request}: Warten auf Ihre Wallet',
  'approve.waitingMany': {
    one: '{request}: Warten auf Ihre Wallet ({count} Anfrage)',
    other: '{request}: Warten auf Ihre Wallet ({count} Anfragen)',
  },
  'approve.cancel': 'Anfrage abbrechen',
  'approve.signMessage': 'Nachricht signieren',
  'approve.signTypedData': 'Strukturierte Daten signieren',
  'approve.sendTransaction': 'Transaktion senden',

  'siwx.title': 'Anmelden',
  'siwx.headline': '{name} möchte, dass Sie sich mit Ihrer Wallet anmelden',
  'siwx.account': 'Konto {address} auf {network}',
  'siwx.sign': 'Signieren',
  'siwx.cancel': 'Abbrechen',
  'siwx.authenticating': 'Anmeldung läuft...',
  'siwx.error': 'Fehler beim Signieren der Nachricht',
  'siwx.waiting': 'Bestätigen Sie die Nachricht in Ihrer Wallet',

  'error.REQUEST_ABORTED': 'Die Anfrage wurde abgebrochen',
  'error.SOMETHING_WENT_WRONG': 'Etwas ist schiefgelaufen',
  'error.FRAME_ERROR': 'Ein Fehler ist aufgetreten',
  'error.EMAIL_DEPENDENCY_LOAD_FAILED': 'Die E-Mail-Anmeldung konnte nicht geladen werden',
  'error.EMAIL_COOLDOWN': 'Bitte versuchen Sie es in {seconds} Sekunden erneut',
  'error.INVALID_EMAIL': 'Ungültige E-Mail-Adresse',
  'error.CHAIN_NOT_SUPPORTED': 'Diese Chain wird nicht unterstützt',
  'error.USER_REJECTED': 'Die Anfrage wurde abgelehnt',
  'error.FETCH_TRANSACTIONS_FAILED': 'Transaktionen konnten nicht geladen werden',
  'error.TOKEN_BALANCE_UNAVAILABLE': 'Token-Guthaben nicht verfügbar',
  'error.AUTH_INIT_FAILED': 'Beim Starten der Anmeldung ist ein Problem aufgetreten',
  'error.SIGN_MESSAGE_FAILED': 'Fehler beim Signieren der Nachricht',
  'error.AUTHENTICATING': 'Anmeldung läuft...',
  'error.NAME_RESOLVE_FAILED': 'Fehler beim Auflösen des Namens',
  'error.NAME_SUGGESTIONS_FAILED': 'Fehler beim Laden der Namensvorschläge',
  'error.NAMES_FOR_ADDRESS_FAILED': 'Fehler beim Laden der Namen zu dieser Adresse',
  'error.NAME_REGISTER_FAILED': 'Fehler beim Registrieren des Namens {name}',
  'error.NETWORK_NOT_FOUND': 'Netzwerk nicht gefunden',
  'error.INVALID_ACCOUNT_NAME':
    'Ein Name besteht aus Buchstaben, Ziffern und Bindestrichen und hat mindestens 4 Zeichen',
  'error.DISCONNECT_FAILED': 'Chains konnten nicht getrennt werden: {reason}',
  'error.CAPABILITY_NOT_SUPPORTED': '{capability} wird im Namespace {namespace} nicht unterstützt',
  'error.UNSUPPORTED_NETWORK_NAME': 'Unbekanntes Netzwerk',
  'error.SEND_AMOUNT_AND_RECEIVER_REQUIRED': 'Betrag und Empfängeradresse sind erforderlich',
  'error.SEND_TOKEN_REQUIRED': 'Ein Token ist erforderlich',
  'error.UNSUPPORTED_CHAIN': 'Nicht unterstützte Chain',

  'alert.titled': '{title}: {description}',
  'alert.INVALID_APP_CONFIGURATION.title': 'Ungültige App-Konfiguration',
  'alert.INVALID_APP_CONFIGURATION.description':
    'Der Ursprung {origin} ist für dieses Projekt nicht erlaubt. Fügen Sie ihn in Portico Cloud den erlaubten Ursprüngen des Projekts hinzu.',
  'alert.INVALID_PROJECT_ID.title': 'Ungültige Projekt-ID',
  'alert.INVALID_PROJECT_ID.description':
    'Portico Cloud kennt diese Projekt-ID nicht. Prüfen Sie die an createPortico übergebene projectId.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'Projekt-ID nicht konfiguriert',
  'alert.PROJECT_ID_NOT_CONFIGURED.description':
    'Es ist keine Projekt-ID gesetzt. Übergeben Sie createPortico die projectId Ihres Portico-Cloud-Projekts.',
  'alert.RATE_LIMITED.title': 'Zu viele Anfragen',
  'alert.RATE_LIMITED.description':
    'Zu viele Anfragen nach der Projektkonfiguration. Bitte versuchen Sie es später erneut.',
  'alert.SERVER_ERROR.title': 'Serverfehler',
  'alert.SERVER_ERROR.description':
    'Portico Cloud konnte die Projektkonfiguration nicht laden. Bitte versuchen Sie es später erneut.',
  'alert.IFRAME_LOAD_FAILED.title': 'Eingebettete Wallet nicht geladen',
  'alert.IFRAME_LOAD_FAILED.description':
    'Die eingebettete Wallet wurde nicht geladen. Prüfen Sie Ihre Netzwerkverbindung und versuchen Sie es erneut.',
  'alert.IFRAME_REQUEST_TIMEOUT.title': 'Zeitüberschreitung der Anfrage',
  'alert.IFRAME_REQUEST_TIMEOUT.description':
    'Die eingebettete Wallet hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
  'alert.UNVERIFIED_DOMAIN.title': 'Nicht verifizierte Domain',
  'alert.UNVERIFIED_DOMAIN.description':
    'Diese Domain ist für die eingebettete Wallet nicht verifiziert. Fügen Sie sie in Portico Cloud den erlaubten Ursprüngen des Projekts hinzu.',
  'alert.SESSION_EXPIRED.title': 'Sitzung abgelaufen',
  'alert.SESSION_EXPIRED.description':
    'Die Sitzung ist nicht mehr gültig. Prüfen Sie, ob die Uhr Ihres Geräts richtig geht, und verbinden Sie sich erneut.',
  'alert.NETWORK_NOT_FOUND.title': 'Netzwerk nicht gefunden',
  'alert.NETWORK_NOT_FOUND.description':
    'Das Netzwerk gehört nicht zu den Netzwerken dieser App. Fügen Sie es den an createPortico übergebenen networks hinzu.',
  'alert.MULTI_WALLET_NOT_ENABLED.title': 'Multi-Wallet nicht aktiviert',
  'alert.MULTI_WALLET_NOT_ENABLED.description':
    'Die Unterstützung mehrerer Wallets muss in der Projektkonfiguration aktiviert sein.',
  'alert.LOCAL_CONFIGURATION_IGNORED.title': 'Lokale Konfiguration ignoriert',
  'alert.LOCAL_CONFIGURATION_IGNORED.description':
    'Die Remote-Konfiguration des Projekts überschreibt diese lokalen Funktionen: {features}.',
}
