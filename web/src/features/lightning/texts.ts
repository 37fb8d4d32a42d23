import { defineTexts, type TextFunction } from '../../lib/i18n'
import { PROVIDERS } from './providers'

/**
 * The Lightning screens: the dashboard card and a child's Lightning and Pay out dialogs,
 * /lightning-connect, /lightning-config and the public connection test.
 */
export const lightningTexts = defineTexts('lightning', {
  en: {
    // Words several screens share.
    lightning: 'Lightning',
    connectWallet: 'Connect Lightning Wallet',
    amountBtc: 'Amount (BTC)',
    cancel: 'Cancel',
    loading: 'Loading...',
    saveFailed: 'Save failed',
    backToDashboard: 'Back to Dashboard',
    testConnection: 'Test Connection',
    connectionString: 'Connection string',
    invoiceWord: 'invoice',
    paymentFailed: 'Payment Failed',
    lightningConnected: 'Lightning Connected',
    connectedBalance: '{{message}}. Balance: {{balance}}',
    configurationError: 'Configuration Error',
    configureFailed: 'Failed to configure Lightning',

    // How each provider connects (providers.ts names them).
    providerNwcUrl: PROVIDERS.nwc.url,
    providerNwcConnectsBy: PROVIDERS.nwc.connectsBy,
    providerAlbyHubUrl: PROVIDERS.alby_hub.url,
    providerAlbyHubCredentials: PROVIDERS.alby_hub.credentials,
    providerAlbyHubConnectsBy: PROVIDERS.alby_hub.connectsBy,
    providerLndUrl: PROVIDERS.lnd.url,
    providerLndCredentials: PROVIDERS.lnd.credentials,
    providerLndConnectsBy: PROVIDERS.lnd.connectsBy,
    providerPhoenixUrl: PROVIDERS.phoenix.url,
    providerPhoenixCredentials: PROVIDERS.phoenix.credentials,
    providerPhoenixConnectsBy: PROVIDERS.phoenix.connectsBy,
    providerBreezUrl: PROVIDERS.breez.url,
    providerBreezConnectsBy: PROVIDERS.breez.connectsBy,
    providerZeusUrl: PROVIDERS.zeus.url,
    providerZeusConnectsBy: PROVIDERS.zeus.connectsBy,

    // The dashboard's Lightning card
    connected: 'Connected',
    offline: 'Offline',
    balanceLoadFailed: 'The Lightning balance could not be loaded.',
    cardInWallet: "In the family Lightning wallet: children's payments come out of it.",
    lightningSettings: 'Lightning settings',
    walletDidNotAnswer: 'The family Lightning wallet did not answer.',
    checkConnection: 'Check the connection',
    cardNoWallet:
      'No Lightning wallet is connected: invoices and payments for the children need one.',

    // A child's Lightning dialog
    dialogTitle: 'Lightning - {{name}}',
    tabReceive: 'Receive',
    tabSend: 'Send',
    tabTransfer: 'Transfer',
    noWalletYet: 'No Lightning wallet is connected yet.',

    // Receive
    createInvoiceFailed: 'Failed to create Lightning invoice',
    receiveIntro:
      "Makes an invoice in the family Lightning wallet. What is paid to it goes to {{name}}'s spending money.",
    descriptionOptional: 'Description (optional)',
    createInvoice: 'Create Invoice',
    receiptAll: "{{amount}} added to {{name}}'s spending",
    receiptSplit:
      "{{amount}} received: {{spending}} to {{name}}'s spending and {{savings}} to savings, above the spending limit",
    paymentReceived: 'Payment Received',
    invoiceQr: 'Lightning invoice for {{amount}}',
    waitingForPayment: 'Waiting for payment…',
    paidReceipt: 'Paid: {{receipt}}.',
    invoiceExpired: 'Invoice expired',
    newInvoice: 'New Invoice',

    // Send
    invalidInvoice: 'Invalid Invoice',
    decodeFailed: 'Could not decode Lightning invoice',
    paymentSent: 'Payment Sent',
    paymentSentText: '{{amount}} paid, fee {{fee}}',
    paymentPending: 'Payment Pending',
    paymentProcessFailed: 'Failed to process Lightning payment',
    sendIntro:
      "Pays a Lightning invoice from <name/>'s spending money (<amount/>) through the family wallet.",
    lightningInvoice: 'Lightning invoice',
    decodeInvoice: 'Decode Invoice',
    invoiceDetails: 'Invoice details',
    amount: 'Amount',
    anyAmount: 'Any amount (cannot be paid here)',
    routingFee: 'Routing fee',
    routingFeeUpTo: 'Up to {{fee}}, held until it settles',
    description: 'Description',
    none: 'None',
    expires: 'Expires',
    expired: 'Expired',
    pay: 'Pay {{amount}}',
    paidResult: 'Paid {{amount}}. Fee: {{fee}}.',
    spendingDown: 'Spending went down by <amount/>.',
    paymentPendingResult: 'Payment pending: {{error}}',
    paymentFailedResult: 'Payment Failed: {{error}}',

    // Pay out
    payOut: 'Pay out',
    payoutTitle: 'Pay out - {{name}}',
    payoutFailed: 'Payout Failed',
    nothingPaid: 'Nothing was paid.',
    noChildAddress:
      '<name/> has no Lightning address yet. Add one in the <tab>Lightning Address tab</tab>.',
    payoutIntro:
      "Sends <name/>'s spending money to their own wallet at <address/>, through the family wallet. The routing fee is added to what <name/>'s spending goes down by: up to {{fee}}, held until the payout settles.",
    payoutQuestion: 'Pay {{amount}} to {{address}}?',
    confirmPayout: 'Confirm Payout',
    payoutInvoiceChecked:
      'The invoice from {{address}} is checked for exactly this amount before anything is paid.',
    paidOut: 'Paid out {{amount}} to {{address}}. Fee: {{fee}}.',
    payoutPending: 'Payout pending: {{error}}',
    payoutFailedResult: 'Payout failed: {{error}}',

    // /lightning-connect
    connectPageTitle: 'Connect Lightning',
    connectPageDescription: "Connect the family's own Lightning wallet.",
    setupHeading: 'Lightning Wallet Setup',
    whoSetsUpAll: "{{who}} sets up the family's Lightning wallet, its addresses and reminders.",
    skipForNow: 'Skip for Now',
    tabWalletSetup: 'Wallet Setup',
    tabLightningAddress: 'Lightning Address',
    tabBalanceSync: 'Balance Sync',
    lightningSetup: 'Lightning setup',
    connectsTask: "connects the family's Lightning wallet",
    walletSetupHow:
      "The app coordinates the children's Lightning money through your own wallet: it asks the wallet for invoices when someone pays a child, and asks it to pay invoices from a child's spending money. The wallet keeps the keys and enforces the budget you give this connection; the app keeps the family's accounting.",
    walletSetupWhich:
      'Any Lightning wallet that offers Nostr Wallet Connect works: Alby Hub, Primal, Zeus, LNbits, coinos and others. In the wallet, add an app connection, give it a weekly budget, and paste the <code>nostr+walletconnect://</code> string below. Want to try a string first? The <test>connection test page</test> checks it without saving anything. LND, phoenixd and Alby Hub by URL are on the <config>Lightning configuration</config> page.',
    zeusHelp:
      'Zeus connects through Nostr Wallet Connect: in Zeus, open Settings, then Nostr Wallet Connect, add a connection with a weekly budget, and paste its string in the Wallet Setup tab.',
    albyHubHelp:
      "A self-hosted or cloud hub connects by its API: the hub's URL and an access token made in the hub's settings (recommended: more reliable, no permission setup), or by a Wallet Connect string in the Wallet Setup tab.",

    // Wallet Setup's form
    connectedThrough: 'Connected through {{provider}}: {{url}}',
    nwcString: 'Nostr Wallet Connect string',
    pasteConnectionString: 'Please paste the connection string',
    nwcHint:
      "Starts with nostr+walletconnect://. Make it in your wallet's app connections, with a weekly budget you are happy for the children's payments to use.",

    // The Advanced tab's hub form
    albyHubConnected: 'Alby Hub Connected',
    connectionFailed: 'Connection failed',
    connectAlbyHub: 'Connect Alby Hub',
    hubConnectedOpening: 'Alby Hub connected. Opening the dashboard...',
    accessTokenHint: "Made in the hub's settings; kept encrypted on the server.",
    nameOptional: 'Name (optional)',
    regionOptional: 'Region (optional)',
    connectHub: 'Connect Hub',

    // Lightning Address tab
    loadingAddresses: 'Loading the addresses...',
    addressesSaved: 'Addresses Saved',
    lightningAddresses: 'Lightning addresses',
    addressesIntro:
      "A Lightning address looks like an e-mail address (name@wallet.com). Children's payouts go to theirs; your own receives their savings transfers.",
    yourAddress: 'Your Lightning address',
    childAddress: "{{name}}'s Lightning address",
    saveAddresses: 'Save Addresses',

    // Automatic payouts
    automaticPayouts: 'Automatic payouts',
    autoPayoutsIntro:
      "After each weekly allowance, the part that lands in a child's spending balance can go straight on to their Lightning address through the family wallet, up to a limit you set per week (Monday to Sunday). If a payout fails, nothing is paid: the money stays in the spending balance and you get an e-mail.",
    autoPayoutsLoadFailed:
      'The automatic payout settings could not be loaded. Reload to try again.',
    loadingAutoPayouts: 'Loading the automatic payouts...',
    autoPayoutSaved: 'Automatic Payout Saved',
    autoPayoutFor: 'Automatic payout for {{name}}',
    payOutAutomatically: 'Pay out automatically after each allowance',
    saveAddressFirst: 'Save a Lightning address for {{name}} above to turn this on.',
    weeklyLimit: 'Weekly limit (BTC)',
    weeklyLimitHint: 'The most paid out automatically from Monday to Sunday.',
    saveAutoPayout: 'Save automatic payout',
    afterAllowance: 'after the allowance of {{date}}',
    noReasonGiven: 'no reason given',
    lastPaid: 'Last automatic payout ({{after}}): {{amount}} paid, fee {{fee}}.',
    lastPending:
      'Last automatic payout ({{after}}): {{amount}} sent, waiting for the wallet to confirm.',
    lastInProgress: 'Last automatic payout ({{after}}): {{amount}} being paid out now.',
    lastFailed:
      "Last automatic payout failed: {{reason}}. The money stayed in {{name}}'s spending balance ({{after}}).",
    lastSkipped: 'Nothing was paid out {{after}}: {{reason}}.',

    // Balance Sync tab
    syncDaily: 'Daily',
    syncEvery3Days: 'Every 3 days',
    syncWeekly: 'Weekly',
    syncManual: 'Manual',
    loadingSync: 'Loading the sync preferences...',
    preferencesSaved: 'Preferences Saved',
    balanceSync: 'Balance sync',
    syncIntro:
      "The app keeps the family's accounts; your wallet holds the money. Reconcile the two from time to time, and choose how often we remind you.",
    syncReminder: 'Sync reminder',
    emailReminders: 'E-mail me a reminder to reconcile balances',
    spendingAlerts:
      "Spending alert: e-mail me when one Lightning payment is above 20% of a child's balance",
    savePreferences: 'Save Preferences',

    // /lightning-config
    configTitle: 'Lightning Configuration',
    configDescription: "Test or remove the family's Lightning wallet connection.",
    whoSetsUp: "{{who}} sets up the family's Lightning wallet.",
    loadingConnection: 'Loading the connection...',
    connectionLoadFailed: 'The connection could not be loaded. {{reason}}',
    tryLater: 'Please try again later.',
    noWalletConnected: 'No Lightning wallet connected',
    emptyIntro:
      "Connect the family's own Lightning wallet to make invoices for the children and pay from their spending money. The app never holds its keys.",
    connectsRemovesTask: "connects, replaces and removes the family's Lightning wallet",
    whoConnectsRemoves: "{{who}} connects, replaces and removes the family's Lightning wallet.",
    connectionTestFailed: 'Connection test failed',
    connectionRemoved: 'Connection Removed',
    removeFailed: 'Failed to remove connection',
    savedConnection: 'Saved connection',
    savedAt: 'Saved {{date}}',
    remove: 'Remove',
    addConnection: 'Add Connection',
    testResult: 'Test result',
    connectionWorks: 'Connection works',
    balance: 'Balance: {{balance}}',

    // The provider form
    connectAWallet: 'Connect a Lightning wallet',
    thisNodesLnd: "This node's LND",
    nodeLndIntro:
      'This server runs next to a Lightning node (LND at <url/>). Its credentials stay on the server.',
    useNodeLnd: "Use this node's LND",
    provider: 'Provider',
    connectsThroughNwc:
      '{{name}} connects through Nostr Wallet Connect: in {{name}}, make a wallet connection and paste its <code>nostr+walletconnect://</code> string below.',
    lndconnectHint: 'Or paste an lndconnect:// URI: it fills the macaroon and the certificate too.',
    filledFromUri: 'Filled from the lndconnect URI: the REST URL, the macaroon.',
    filledFromUriWithTls:
      'Filled from the lndconnect URI: the REST URL, the macaroon and the TLS certificate.',
    keptEncrypted: 'Kept encrypted on the server, never shown again.',
    tlsCertificate: 'TLS certificate (optional)',
    tlsHint:
      "The node's tls.cert (PEM) when it uses LND's self-signed certificate: the server then trusts that certificate only.",
    hubNameOptional: 'Hub name (optional)',
    hubRegionOptional: 'Hub region (optional)',
    saveConnection: 'Save Connection',

    // The public connection test
    testTitle: 'Wallet Connection Test',
    testDescription:
      'Check that a Nostr Wallet Connect string works: balance, an invoice and a payment, without saving anything.',
    testLead:
      'Paste a Nostr Wallet Connect string (coinos, Alby Hub, Primal, Zeus, LNbits...) to check it in three steps. Nothing is saved: the server keeps the connection in memory for 10 minutes and then forgets it.',
    connectionTestFailedTitle: 'Connection Test Failed',
    nwcFailed: 'Failed to establish NWC connection',
    testFailed: 'Test Failed',
    step1: 'Step 1: Connect',
    startsWithNwc: 'Starts with nostr+walletconnect://',
    connectedTo: 'Connected to {{alias}}. Balance: {{balance}}.',
    connectedNoAlias: 'Connected. Balance: {{balance}}.',
    zeroBalance: 'The wallet answered with a balance of 0. Likely causes:',
    zeroBalanceLimit: 'the weekly spending limit of this connection is set to 0;',
    zeroBalanceNoFunds: 'the wallet has no funds yet;',
    zeroBalanceStale: 'the connection string is stale (the connection was removed in the wallet).',
    createTestInvoiceFailed: 'Failed to Create Invoice',
    step2: 'Step 2: Create a test invoice',
    step2Intro:
      'The wallet you are testing makes this invoice, and in step 3 the same wallet pays it: the sats leave it and come straight back. Only a routing fee, if your wallet charges one, is spent.',
    testAmount: 'Test amount (sats)',
    testAmountHint: '{{min}} to {{max}} sats; {{fallback}} if left empty',
    createTestInvoice: 'Create Test Invoice',
    testInvoiceQr: 'Test invoice for {{amount}}',
    testInvoiceFor: 'Test invoice for <strong>{{amount}}</strong>, made by your wallet.',
    paidTest:
      'Paid {{amount}} (fee {{fee}}). Balance now: {{balance}}. The connection works for payments.',
    paymentNotSuccessful: 'Payment was not successful',
    paymentError: 'Payment Error',
    step3: 'Step 3: Pay the test invoice',
    step3Intro: 'Your wallet pays the invoice of step 2 to itself.',
    payTestInvoice: 'Pay Test Invoice',
    troubleshooting: 'Troubleshooting',
    troubleStep1:
      "<strong>The test fails at step 1:</strong> copy the whole string again from the wallet's app connections; make sure the connection was not removed there, and that its relay starts with <code>wss://</code>.",
    troubleZero:
      "<strong>Balance 0:</strong> the connection's weekly budget may be 0, or the wallet has no funds yet.",
    troubleStep2:
      '<strong>Step 2 fails:</strong> the connection may not be allowed to make invoices; allow "receive" or "make invoice" for it in the wallet.',
    troubleStep3:
      '<strong>Step 3 fails:</strong> the connection may not be allowed to send, its budget may be used up, or the wallet refuses to pay its own invoices. Steps 1 and 2 still prove the connection works.',
    troubleEnded:
      '<strong>A test ended:</strong> tests are kept for 10 minutes; start again at step 1.',
  },
  de: {
    lightning: 'Lightning',
    connectWallet: 'Lightning-Wallet verbinden',
    amountBtc: 'Betrag (BTC)',
    cancel: 'Abbrechen',
    loading: 'Wird geladen...',
    saveFailed: 'Speichern fehlgeschlagen',
    backToDashboard: 'Zurück zur Übersicht',
    testConnection: 'Verbindung testen',
    connectionString: 'Verbindungs-String',
    invoiceWord: 'Rechnung',
    paymentFailed: 'Zahlung fehlgeschlagen',
    lightningConnected: 'Lightning verbunden',
    connectedBalance: '{{message}}. Guthaben: {{balance}}',
    configurationError: 'Fehler bei der Einrichtung',
    configureFailed: 'Lightning konnte nicht eingerichtet werden',

    providerNwcUrl: 'Verbindungs-String',
    providerNwcConnectsBy:
      'ein nostr+walletconnect://-String aus jeder Wallet, die ihn anbietet (Coinos, Alby Hub, Primal, LNbits und andere), mit dem Budget, das du ihm in der Wallet gibst',
    providerAlbyHubUrl: 'Hub-URL',
    providerAlbyHubCredentials: 'Zugriffstoken',
    providerAlbyHubConnectsBy:
      'die URL des Hubs und ein Zugriffstoken, das in seinen Einstellungen erstellt wird (seine API)',
    providerLndUrl: 'REST-URL',
    providerLndCredentials: 'Macaroon (hex)',
    providerLndConnectsBy:
      'die REST-URL des Knotens und ein Macaroon, dazu sein TLS-Zertifikat, wenn es selbst signiert ist',
    providerPhoenixUrl: 'phoenixd-URL',
    providerPhoenixCredentials: 'HTTP-Passwort',
    providerPhoenixConnectsBy: 'die URL von phoenixd und sein HTTP-Passwort (seine API)',
    providerBreezUrl: 'Verbindungs-String',
    providerBreezConnectsBy: 'Nostr Wallet Connect: der in Breez erstellte Verbindungs-String',
    providerZeusUrl: 'Verbindungs-String',
    providerZeusConnectsBy: 'Nostr Wallet Connect: der in Zeus erstellte Verbindungs-String',

    connected: 'Verbunden',
    offline: 'Offline',
    balanceLoadFailed: 'Das Lightning-Guthaben konnte nicht geladen werden.',
    cardInWallet: 'In der Lightning-Wallet der Familie: Die Zahlungen der Kinder gehen davon ab.',
    lightningSettings: 'Lightning-Einstellungen',
    walletDidNotAnswer: 'Die Lightning-Wallet der Familie hat nicht geantwortet.',
    checkConnection: 'Verbindung prüfen',
    cardNoWallet:
      'Es ist keine Lightning-Wallet verbunden: Rechnungen und Zahlungen für die Kinder brauchen eine.',

    dialogTitle: 'Lightning - {{name}}',
    tabReceive: 'Empfangen',
    tabSend: 'Senden',
    tabTransfer: 'Umbuchen',
    noWalletYet: 'Es ist noch keine Lightning-Wallet verbunden.',

    createInvoiceFailed: 'Die Lightning-Rechnung konnte nicht erstellt werden',
    receiveIntro:
      'Erstellt eine Rechnung in der Lightning-Wallet der Familie. Was darauf gezahlt wird, geht ins Ausgabegeld von {{name}}.',
    descriptionOptional: 'Beschreibung (optional)',
    createInvoice: 'Rechnung erstellen',
    receiptAll: '{{amount}} zum Ausgabegeld von {{name}} hinzugefügt',
    receiptSplit:
      '{{amount}} empfangen: {{spending}} ins Ausgabegeld von {{name}} und {{savings}} in die Ersparnisse, über dem Ausgabelimit',
    paymentReceived: 'Zahlung empfangen',
    invoiceQr: 'Lightning-Rechnung über {{amount}}',
    waitingForPayment: 'Warte auf die Zahlung…',
    paidReceipt: 'Bezahlt: {{receipt}}.',
    invoiceExpired: 'Rechnung abgelaufen',
    newInvoice: 'Neue Rechnung',

    invalidInvoice: 'Ungültige Rechnung',
    decodeFailed: 'Die Lightning-Rechnung konnte nicht gelesen werden',
    paymentSent: 'Zahlung gesendet',
    paymentSentText: '{{amount}} bezahlt, Gebühr {{fee}}',
    paymentPending: 'Zahlung ausstehend',
    paymentProcessFailed: 'Die Lightning-Zahlung konnte nicht verarbeitet werden',
    sendIntro:
      'Bezahlt eine Lightning-Rechnung aus dem Ausgabegeld von <name/> (<amount/>) über die Wallet der Familie.',
    lightningInvoice: 'Lightning-Rechnung',
    decodeInvoice: 'Rechnung lesen',
    invoiceDetails: 'Details der Rechnung',
    amount: 'Betrag',
    anyAmount: 'Beliebiger Betrag (kann hier nicht bezahlt werden)',
    routingFee: 'Routing-Gebühr',
    routingFeeUpTo: 'Bis zu {{fee}}, zurückgehalten, bis die Zahlung abgeschlossen ist',
    description: 'Beschreibung',
    none: 'Keine',
    expires: 'Läuft ab',
    expired: 'Abgelaufen',
    pay: '{{amount}} bezahlen',
    paidResult: '{{amount}} bezahlt. Gebühr: {{fee}}.',
    spendingDown: 'Das Ausgabegeld ist um <amount/> gesunken.',
    paymentPendingResult: 'Zahlung ausstehend: {{error}}',
    paymentFailedResult: 'Zahlung fehlgeschlagen: {{error}}',

    payOut: 'Auszahlen',
    payoutTitle: 'Auszahlen - {{name}}',
    payoutFailed: 'Auszahlung fehlgeschlagen',
    nothingPaid: 'Es wurde nichts bezahlt.',
    noChildAddress:
      '<name/> hat noch keine Lightning-Adresse. Füge eine im <tab>Tab Lightning-Adresse</tab> hinzu.',
    payoutIntro:
      'Schickt das Ausgabegeld von <name/> über die Wallet der Familie an die eigene Wallet unter <address/>. Die Routing-Gebühr kommt zu dem hinzu, um das das Ausgabegeld von <name/> sinkt: bis zu {{fee}}, zurückgehalten, bis die Auszahlung abgeschlossen ist.',
    payoutQuestion: '{{amount}} an {{address}} zahlen?',
    confirmPayout: 'Auszahlung bestätigen',
    payoutInvoiceChecked:
      'Die Rechnung von {{address}} wird auf genau diesen Betrag geprüft, bevor etwas bezahlt wird.',
    paidOut: '{{amount}} an {{address}} ausgezahlt. Gebühr: {{fee}}.',
    payoutPending: 'Auszahlung ausstehend: {{error}}',
    payoutFailedResult: 'Auszahlung fehlgeschlagen: {{error}}',

    connectPageTitle: 'Lightning verbinden',
    connectPageDescription: 'Verbinde die eigene Lightning-Wallet der Familie.',
    setupHeading: 'Lightning-Wallet einrichten',
    whoSetsUpAll:
      '{{who}} richtet die Lightning-Wallet der Familie, ihre Adressen und Erinnerungen ein.',
    skipForNow: 'Jetzt überspringen',
    tabWalletSetup: 'Wallet einrichten',
    tabLightningAddress: 'Lightning-Adresse',
    tabBalanceSync: 'Abgleich',
    lightningSetup: 'Lightning einrichten',
    connectsTask: 'verbindet die Lightning-Wallet der Familie',
    walletSetupHow:
      'Die App steuert das Lightning-Geld der Kinder über deine eigene Wallet: Sie bittet die Wallet um Rechnungen, wenn jemand einem Kind etwas zahlt, und bittet sie, Rechnungen aus dem Ausgabegeld eines Kindes zu bezahlen. Die Wallet behält die Schlüssel und hält das Budget ein, das du dieser Verbindung gibst; die App führt die Buchhaltung der Familie.',
    walletSetupWhich:
      'Jede Lightning-Wallet, die Nostr Wallet Connect anbietet, funktioniert: Alby Hub, Primal, Zeus, LNbits, coinos und andere. Füge in der Wallet eine App-Verbindung hinzu, gib ihr ein wöchentliches Budget und füge unten den <code>nostr+walletconnect://</code>-String ein. Möchtest du einen String erst ausprobieren? Die <test>Seite für den Verbindungstest</test> prüft ihn, ohne etwas zu speichern. LND, phoenixd und Alby Hub per URL findest du auf der Seite <config>Lightning-Konfiguration</config>.',
    zeusHelp:
      'Zeus verbindet sich über Nostr Wallet Connect: Öffne in Zeus die Einstellungen, dann Nostr Wallet Connect, füge eine Verbindung mit einem wöchentlichen Budget hinzu und füge ihren String im Tab „Wallet einrichten“ ein.',
    albyHubHelp:
      'Ein selbst gehosteter oder Cloud-Hub verbindet sich über seine API: die URL des Hubs und ein Zugriffstoken, das in den Einstellungen des Hubs erstellt wird (empfohlen: zuverlässiger, keine Berechtigungen einzurichten), oder über einen Wallet-Connect-String im Tab „Wallet einrichten“.',

    connectedThrough: 'Verbunden über {{provider}}: {{url}}',
    nwcString: 'Nostr-Wallet-Connect-String',
    pasteConnectionString: 'Bitte füge den Verbindungs-String ein',
    nwcHint:
      'Beginnt mit nostr+walletconnect://. Erstelle ihn in den App-Verbindungen deiner Wallet, mit einem wöchentlichen Budget, das die Zahlungen der Kinder nutzen dürfen.',

    albyHubConnected: 'Alby Hub verbunden',
    connectionFailed: 'Verbindung fehlgeschlagen',
    connectAlbyHub: 'Alby Hub verbinden',
    hubConnectedOpening: 'Alby Hub verbunden. Die Übersicht wird geöffnet...',
    accessTokenHint:
      'In den Einstellungen des Hubs erstellt; verschlüsselt auf dem Server gespeichert.',
    nameOptional: 'Name (optional)',
    regionOptional: 'Region (optional)',
    connectHub: 'Hub verbinden',

    loadingAddresses: 'Die Adressen werden geladen...',
    addressesSaved: 'Adressen gespeichert',
    lightningAddresses: 'Lightning-Adressen',
    addressesIntro:
      'Eine Lightning-Adresse sieht aus wie eine E-Mail-Adresse (name@wallet.com). Auszahlungen an die Kinder gehen an ihre; deine eigene empfängt ihre Überweisungen in die Ersparnisse.',
    yourAddress: 'Deine Lightning-Adresse',
    childAddress: 'Lightning-Adresse von {{name}}',
    saveAddresses: 'Adressen speichern',

    automaticPayouts: 'Automatische Auszahlungen',
    autoPayoutsIntro:
      'Nach jedem wöchentlichen Taschengeld kann der Teil, der im Ausgabegeld eines Kindes landet, über die Wallet der Familie direkt an seine Lightning-Adresse weitergehen, bis zu einem Limit, das du pro Woche festlegst (Montag bis Sonntag). Schlägt eine Auszahlung fehl, wird nichts bezahlt: Das Geld bleibt im Ausgabegeld und du bekommst eine E-Mail.',
    autoPayoutsLoadFailed:
      'Die Einstellungen für automatische Auszahlungen konnten nicht geladen werden. Lade die Seite neu, um es noch einmal zu versuchen.',
    loadingAutoPayouts: 'Die automatischen Auszahlungen werden geladen...',
    autoPayoutSaved: 'Automatische Auszahlung gespeichert',
    autoPayoutFor: 'Automatische Auszahlung für {{name}}',
    payOutAutomatically: 'Nach jedem Taschengeld automatisch auszahlen',
    saveAddressFirst: 'Speichere oben eine Lightning-Adresse für {{name}}, um das einzuschalten.',
    weeklyLimit: 'Wöchentliches Limit (BTC)',
    weeklyLimitHint: 'Höchstens so viel wird von Montag bis Sonntag automatisch ausgezahlt.',
    saveAutoPayout: 'Automatische Auszahlung speichern',
    afterAllowance: 'nach dem Taschengeld vom {{date}}',
    noReasonGiven: 'kein Grund angegeben',
    lastPaid: 'Letzte automatische Auszahlung ({{after}}): {{amount}} bezahlt, Gebühr {{fee}}.',
    lastPending:
      'Letzte automatische Auszahlung ({{after}}): {{amount}} gesendet, wartet auf die Bestätigung der Wallet.',
    lastInProgress:
      'Letzte automatische Auszahlung ({{after}}): {{amount}} wird gerade ausgezahlt.',
    lastFailed:
      'Letzte automatische Auszahlung fehlgeschlagen: {{reason}}. Das Geld ist im Ausgabegeld von {{name}} geblieben ({{after}}).',
    lastSkipped: 'Es wurde nichts ausgezahlt {{after}}: {{reason}}.',

    syncDaily: 'Täglich',
    syncEvery3Days: 'Alle 3 Tage',
    syncWeekly: 'Wöchentlich',
    syncManual: 'Manuell',
    loadingSync: 'Die Einstellungen zum Abgleich werden geladen...',
    preferencesSaved: 'Einstellungen gespeichert',
    balanceSync: 'Abgleich',
    syncIntro:
      'Die App führt die Konten der Familie; deine Wallet hält das Geld. Gleiche beides von Zeit zu Zeit ab und wähle, wie oft wir dich erinnern.',
    syncReminder: 'Erinnerung zum Abgleich',
    emailReminders: 'Schick mir eine E-Mail als Erinnerung, die Guthaben abzugleichen',
    spendingAlerts:
      'Ausgabe-Warnung: Schick mir eine E-Mail, wenn eine Lightning-Zahlung über 20 % des Guthabens eines Kindes liegt',
    savePreferences: 'Einstellungen speichern',

    configTitle: 'Lightning-Konfiguration',
    configDescription: 'Teste oder entferne die Verbindung zur Lightning-Wallet der Familie.',
    whoSetsUp: '{{who}} richtet die Lightning-Wallet der Familie ein.',
    loadingConnection: 'Die Verbindung wird geladen...',
    connectionLoadFailed: 'Die Verbindung konnte nicht geladen werden. {{reason}}',
    tryLater: 'Bitte versuch es später noch einmal.',
    noWalletConnected: 'Keine Lightning-Wallet verbunden',
    emptyIntro:
      'Verbinde die eigene Lightning-Wallet der Familie, um Rechnungen für die Kinder zu erstellen und aus ihrem Ausgabegeld zu bezahlen. Die App hält nie ihre Schlüssel.',
    connectsRemovesTask: 'verbindet, ersetzt und entfernt die Lightning-Wallet der Familie',
    whoConnectsRemoves: '{{who}} verbindet, ersetzt und entfernt die Lightning-Wallet der Familie.',
    connectionTestFailed: 'Verbindungstest fehlgeschlagen',
    connectionRemoved: 'Verbindung entfernt',
    removeFailed: 'Die Verbindung konnte nicht entfernt werden',
    savedConnection: 'Gespeicherte Verbindung',
    savedAt: 'Gespeichert {{date}}',
    remove: 'Entfernen',
    addConnection: 'Verbindung hinzufügen',
    testResult: 'Testergebnis',
    connectionWorks: 'Verbindung funktioniert',
    balance: 'Guthaben: {{balance}}',

    connectAWallet: 'Eine Lightning-Wallet verbinden',
    thisNodesLnd: 'LND dieses Knotens',
    nodeLndIntro:
      'Dieser Server läuft neben einem Lightning-Knoten (LND unter <url/>). Seine Zugangsdaten bleiben auf dem Server.',
    useNodeLnd: 'LND dieses Knotens verwenden',
    provider: 'Anbieter',
    connectsThroughNwc:
      '{{name}} verbindet sich über Nostr Wallet Connect: Erstelle in {{name}} eine Wallet-Verbindung und füge unten ihren <code>nostr+walletconnect://</code>-String ein.',
    lndconnectHint:
      'Oder füge eine lndconnect://-URI ein: Sie füllt auch das Macaroon und das Zertifikat aus.',
    filledFromUri: 'Aus der lndconnect-URI ausgefüllt: die REST-URL, das Macaroon.',
    filledFromUriWithTls:
      'Aus der lndconnect-URI ausgefüllt: die REST-URL, das Macaroon und das TLS-Zertifikat.',
    keptEncrypted: 'Verschlüsselt auf dem Server gespeichert, nie wieder angezeigt.',
    tlsCertificate: 'TLS-Zertifikat (optional)',
    tlsHint:
      'Die tls.cert des Knotens (PEM), wenn er das selbst signierte Zertifikat von LND nutzt: Der Server vertraut dann nur diesem Zertifikat.',
    hubNameOptional: 'Name des Hubs (optional)',
    hubRegionOptional: 'Region des Hubs (optional)',
    saveConnection: 'Verbindung speichern',

    testTitle: 'Test der Wallet-Verbindung',
    testDescription:
      'Prüfe, ob ein Nostr-Wallet-Connect-String funktioniert: Guthaben, eine Rechnung und eine Zahlung, ohne etwas zu speichern.',
    testLead:
      'Füge einen Nostr-Wallet-Connect-String ein (coinos, Alby Hub, Primal, Zeus, LNbits...), um ihn in drei Schritten zu prüfen. Nichts wird gespeichert: Der Server hält die Verbindung 10 Minuten im Speicher und vergisst sie dann.',
    connectionTestFailedTitle: 'Verbindungstest fehlgeschlagen',
    nwcFailed: 'Die NWC-Verbindung konnte nicht hergestellt werden',
    testFailed: 'Test fehlgeschlagen',
    step1: 'Schritt 1: Verbinden',
    startsWithNwc: 'Beginnt mit nostr+walletconnect://',
    connectedTo: 'Verbunden mit {{alias}}. Guthaben: {{balance}}.',
    connectedNoAlias: 'Verbunden. Guthaben: {{balance}}.',
    zeroBalance: 'Die Wallet hat ein Guthaben von 0 gemeldet. Mögliche Ursachen:',
    zeroBalanceLimit: 'Das wöchentliche Ausgabelimit dieser Verbindung steht auf 0;',
    zeroBalanceNoFunds: 'die Wallet hat noch kein Guthaben;',
    zeroBalanceStale:
      'der Verbindungs-String ist veraltet (die Verbindung wurde in der Wallet entfernt).',
    createTestInvoiceFailed: 'Rechnung konnte nicht erstellt werden',
    step2: 'Schritt 2: Eine Testrechnung erstellen',
    step2Intro:
      'Die Wallet, die du testest, erstellt diese Rechnung, und in Schritt 3 bezahlt dieselbe Wallet sie: Die Sats verlassen sie und kommen gleich zurück. Nur eine Routing-Gebühr, falls deine Wallet eine verlangt, wird ausgegeben.',
    testAmount: 'Testbetrag (sats)',
    testAmountHint: '{{min}} bis {{max}} sats; {{fallback}}, wenn leer',
    createTestInvoice: 'Testrechnung erstellen',
    testInvoiceQr: 'Testrechnung über {{amount}}',
    testInvoiceFor: 'Testrechnung über <strong>{{amount}}</strong>, erstellt von deiner Wallet.',
    paidTest:
      '{{amount}} bezahlt (Gebühr {{fee}}). Guthaben jetzt: {{balance}}. Die Verbindung funktioniert für Zahlungen.',
    paymentNotSuccessful: 'Die Zahlung war nicht erfolgreich',
    paymentError: 'Fehler bei der Zahlung',
    step3: 'Schritt 3: Die Testrechnung bezahlen',
    step3Intro: 'Deine Wallet bezahlt die Rechnung aus Schritt 2 an sich selbst.',
    payTestInvoice: 'Testrechnung bezahlen',
    troubleshooting: 'Fehlerbehebung',
    troubleStep1:
      '<strong>Der Test scheitert bei Schritt 1:</strong> Kopiere den ganzen String noch einmal aus den App-Verbindungen der Wallet; prüfe, dass die Verbindung dort nicht entfernt wurde und dass ihr Relay mit <code>wss://</code> beginnt.',
    troubleZero:
      '<strong>Guthaben 0:</strong> Das wöchentliche Budget der Verbindung steht vielleicht auf 0, oder die Wallet hat noch kein Guthaben.',
    troubleStep2:
      '<strong>Schritt 2 scheitert:</strong> Die Verbindung darf vielleicht keine Rechnungen erstellen; erlaube ihr in der Wallet „Empfangen“ oder „Rechnung erstellen“.',
    troubleStep3:
      '<strong>Schritt 3 scheitert:</strong> Die Verbindung darf vielleicht nicht senden, ihr Budget ist aufgebraucht, oder die Wallet weigert sich, ihre eigenen Rechnungen zu bezahlen. Die Schritte 1 und 2 zeigen trotzdem, dass die Verbindung funktioniert.',
    troubleEnded:
      '<strong>Ein Test ist abgelaufen:</strong> Tests werden 10 Minuten aufbewahrt; beginne wieder bei Schritt 1.',
  },
  es: {
    lightning: 'Lightning',
    connectWallet: 'Conectar billetera Lightning',
    amountBtc: 'Importe (BTC)',
    cancel: 'Cancelar',
    loading: 'Cargando...',
    saveFailed: 'No se pudo guardar',
    backToDashboard: 'Volver al panel',
    testConnection: 'Probar conexión',
    connectionString: 'Cadena de conexión',
    invoiceWord: 'factura',
    paymentFailed: 'El pago falló',
    lightningConnected: 'Lightning conectado',
    connectedBalance: '{{message}}. Saldo: {{balance}}',
    configurationError: 'Error de configuración',
    configureFailed: 'No se pudo configurar Lightning',

    providerNwcUrl: 'Cadena de conexión',
    providerNwcConnectsBy:
      'una cadena nostr+walletconnect:// de cualquier billetera que la ofrezca (Coinos, Alby Hub, Primal, LNbits y otras), con el presupuesto que le des en la billetera',
    providerAlbyHubUrl: 'URL del hub',
    providerAlbyHubCredentials: 'Token de acceso',
    providerAlbyHubConnectsBy: 'la URL del hub y un token de acceso creado en sus ajustes (su API)',
    providerLndUrl: 'URL REST',
    providerLndCredentials: 'Macaroon (hex)',
    providerLndConnectsBy:
      'la URL REST del nodo y un macaroon, más su certificado TLS cuando es autofirmado',
    providerPhoenixUrl: 'URL de phoenixd',
    providerPhoenixCredentials: 'Contraseña HTTP',
    providerPhoenixConnectsBy: 'la URL de phoenixd y su contraseña HTTP (su API)',
    providerBreezUrl: 'Cadena de conexión',
    providerBreezConnectsBy: 'Nostr Wallet Connect: la cadena de conexión creada en Breez',
    providerZeusUrl: 'Cadena de conexión',
    providerZeusConnectsBy: 'Nostr Wallet Connect: la cadena de conexión creada en Zeus',

    connected: 'Conectada',
    offline: 'Sin conexión',
    balanceLoadFailed: 'No se pudo cargar el saldo Lightning.',
    cardInWallet: 'En la billetera Lightning de la familia: de ella salen los pagos de los hijos.',
    lightningSettings: 'Ajustes de Lightning',
    walletDidNotAnswer: 'La billetera Lightning de la familia no respondió.',
    checkConnection: 'Revisar la conexión',
    cardNoWallet:
      'No hay ninguna billetera Lightning conectada: las facturas y los pagos para los hijos necesitan una.',

    dialogTitle: 'Lightning - {{name}}',
    tabReceive: 'Recibir',
    tabSend: 'Enviar',
    tabTransfer: 'Transferir',
    noWalletYet: 'Todavía no hay ninguna billetera Lightning conectada.',

    createInvoiceFailed: 'No se pudo crear la factura Lightning',
    receiveIntro:
      'Crea una factura en la billetera Lightning de la familia. Lo que se pague en ella va al dinero para gastar de {{name}}.',
    descriptionOptional: 'Descripción (opcional)',
    createInvoice: 'Crear factura',
    receiptAll: '{{amount}} añadidos al dinero para gastar de {{name}}',
    receiptSplit:
      '{{amount}} recibidos: {{spending}} al dinero para gastar de {{name}} y {{savings}} a los ahorros, por encima del límite de gasto',
    paymentReceived: 'Pago recibido',
    invoiceQr: 'Factura Lightning de {{amount}}',
    waitingForPayment: 'Esperando el pago…',
    paidReceipt: 'Pagada: {{receipt}}.',
    invoiceExpired: 'La factura caducó',
    newInvoice: 'Nueva factura',

    invalidInvoice: 'Factura no válida',
    decodeFailed: 'No se pudo leer la factura Lightning',
    paymentSent: 'Pago enviado',
    paymentSentText: '{{amount}} pagados, comisión {{fee}}',
    paymentPending: 'Pago pendiente',
    paymentProcessFailed: 'No se pudo procesar el pago Lightning',
    sendIntro:
      'Paga una factura Lightning con el dinero para gastar de <name/> (<amount/>) a través de la billetera de la familia.',
    lightningInvoice: 'Factura Lightning',
    decodeInvoice: 'Leer factura',
    invoiceDetails: 'Detalles de la factura',
    amount: 'Importe',
    anyAmount: 'Cualquier importe (no se puede pagar aquí)',
    routingFee: 'Comisión de enrutamiento',
    routingFeeUpTo: 'Hasta {{fee}}, retenida hasta que se liquide',
    description: 'Descripción',
    none: 'Ninguna',
    expires: 'Caduca',
    expired: 'Caducada',
    pay: 'Pagar {{amount}}',
    paidResult: 'Pagados {{amount}}. Comisión: {{fee}}.',
    spendingDown: 'El dinero para gastar bajó <amount/>.',
    paymentPendingResult: 'Pago pendiente: {{error}}',
    paymentFailedResult: 'El pago falló: {{error}}',

    payOut: 'Pagar',
    payoutTitle: 'Pagar - {{name}}',
    payoutFailed: 'El pago falló',
    nothingPaid: 'No se pagó nada.',
    noChildAddress:
      '<name/> todavía no tiene dirección Lightning. Añade una en la <tab>pestaña Dirección Lightning</tab>.',
    payoutIntro:
      'Envía el dinero para gastar de <name/> a su propia billetera en <address/>, a través de la billetera de la familia. La comisión de enrutamiento se suma a lo que baja el dinero para gastar de <name/>: hasta {{fee}}, retenida hasta que se liquide el pago.',
    payoutQuestion: '¿Pagar {{amount}} a {{address}}?',
    confirmPayout: 'Confirmar pago',
    payoutInvoiceChecked:
      'Antes de pagar nada se comprueba que la factura de {{address}} sea exactamente por este importe.',
    paidOut: 'Pagados {{amount}} a {{address}}. Comisión: {{fee}}.',
    payoutPending: 'Pago pendiente: {{error}}',
    payoutFailedResult: 'El pago falló: {{error}}',

    connectPageTitle: 'Conectar Lightning',
    connectPageDescription: 'Conecta la billetera Lightning propia de la familia.',
    setupHeading: 'Configuración de la billetera Lightning',
    whoSetsUpAll:
      '{{who}} configura la billetera Lightning de la familia, sus direcciones y recordatorios.',
    skipForNow: 'Omitir por ahora',
    tabWalletSetup: 'Configurar billetera',
    tabLightningAddress: 'Dirección Lightning',
    tabBalanceSync: 'Conciliación',
    lightningSetup: 'Configuración de Lightning',
    connectsTask: 'conecta la billetera Lightning de la familia',
    walletSetupHow:
      'La app coordina el dinero Lightning de los hijos a través de tu propia billetera: le pide facturas cuando alguien paga a un hijo y le pide pagar facturas con el dinero para gastar de un hijo. La billetera guarda las claves y respeta el presupuesto que le des a esta conexión; la app lleva la contabilidad de la familia.',
    walletSetupWhich:
      'Funciona cualquier billetera Lightning que ofrezca Nostr Wallet Connect: Alby Hub, Primal, Zeus, LNbits, coinos y otras. En la billetera, añade una conexión de app, dale un presupuesto semanal y pega abajo la cadena <code>nostr+walletconnect://</code>. ¿Quieres probar una cadena primero? La <test>página de prueba de conexión</test> la comprueba sin guardar nada. LND, phoenixd y Alby Hub por URL están en la página de <config>configuración de Lightning</config>.',
    zeusHelp:
      'Zeus se conecta mediante Nostr Wallet Connect: en Zeus, abre Ajustes, luego Nostr Wallet Connect, añade una conexión con un presupuesto semanal y pega su cadena en la pestaña Configurar billetera.',
    albyHubHelp:
      'Un hub propio o en la nube se conecta por su API: la URL del hub y un token de acceso creado en los ajustes del hub (recomendado: más fiable, sin configurar permisos), o con una cadena de Wallet Connect en la pestaña Configurar billetera.',

    connectedThrough: 'Conectada mediante {{provider}}: {{url}}',
    nwcString: 'Cadena de Nostr Wallet Connect',
    pasteConnectionString: 'Pega la cadena de conexión',
    nwcHint:
      'Empieza por nostr+walletconnect://. Créala en las conexiones de apps de tu billetera, con un presupuesto semanal que te parezca bien para los pagos de los hijos.',

    albyHubConnected: 'Alby Hub conectado',
    connectionFailed: 'La conexión falló',
    connectAlbyHub: 'Conectar Alby Hub',
    hubConnectedOpening: 'Alby Hub conectado. Abriendo el panel...',
    accessTokenHint: 'Creado en los ajustes del hub; se guarda cifrado en el servidor.',
    nameOptional: 'Nombre (opcional)',
    regionOptional: 'Región (opcional)',
    connectHub: 'Conectar hub',

    loadingAddresses: 'Cargando las direcciones...',
    addressesSaved: 'Direcciones guardadas',
    lightningAddresses: 'Direcciones Lightning',
    addressesIntro:
      'Una dirección Lightning se parece a una dirección de correo (name@wallet.com). Los pagos a los hijos van a las suyas; la tuya recibe sus transferencias a ahorros.',
    yourAddress: 'Tu dirección Lightning',
    childAddress: 'Dirección Lightning de {{name}}',
    saveAddresses: 'Guardar direcciones',

    automaticPayouts: 'Pagos automáticos',
    autoPayoutsIntro:
      'Después de cada asignación semanal, la parte que llega al dinero para gastar de un hijo puede ir directamente a su dirección Lightning a través de la billetera de la familia, hasta un límite que fijas por semana (de lunes a domingo). Si un pago falla, no se paga nada: el dinero se queda en el dinero para gastar y recibes un correo.',
    autoPayoutsLoadFailed:
      'No se pudieron cargar los ajustes de pagos automáticos. Recarga la página para intentarlo de nuevo.',
    loadingAutoPayouts: 'Cargando los pagos automáticos...',
    autoPayoutSaved: 'Pago automático guardado',
    autoPayoutFor: 'Pago automático para {{name}}',
    payOutAutomatically: 'Pagar automáticamente después de cada asignación',
    saveAddressFirst: 'Guarda arriba una dirección Lightning para {{name}} para activarlo.',
    weeklyLimit: 'Límite semanal (BTC)',
    weeklyLimitHint: 'Lo máximo que se paga automáticamente de lunes a domingo.',
    saveAutoPayout: 'Guardar pago automático',
    afterAllowance: 'después de la asignación del {{date}}',
    noReasonGiven: 'sin motivo indicado',
    lastPaid: 'Último pago automático ({{after}}): {{amount}} pagados, comisión {{fee}}.',
    lastPending:
      'Último pago automático ({{after}}): {{amount}} enviados, esperando la confirmación de la billetera.',
    lastInProgress: 'Último pago automático ({{after}}): {{amount}} pagándose ahora.',
    lastFailed:
      'El último pago automático falló: {{reason}}. El dinero se quedó en el dinero para gastar de {{name}} ({{after}}).',
    lastSkipped: 'No se pagó nada {{after}}: {{reason}}.',

    syncDaily: 'Diario',
    syncEvery3Days: 'Cada 3 días',
    syncWeekly: 'Semanal',
    syncManual: 'Manual',
    loadingSync: 'Cargando las preferencias de conciliación...',
    preferencesSaved: 'Preferencias guardadas',
    balanceSync: 'Conciliación',
    syncIntro:
      'La app lleva las cuentas de la familia; tu billetera guarda el dinero. Concilia ambas de vez en cuando y elige cada cuánto te lo recordamos.',
    syncReminder: 'Recordatorio de conciliación',
    emailReminders: 'Envíame un correo para recordarme conciliar los saldos',
    spendingAlerts:
      'Alerta de gasto: envíame un correo cuando un pago Lightning supere el 20 % del saldo de un hijo',
    savePreferences: 'Guardar preferencias',

    configTitle: 'Configuración de Lightning',
    configDescription: 'Prueba o elimina la conexión con la billetera Lightning de la familia.',
    whoSetsUp: '{{who}} configura la billetera Lightning de la familia.',
    loadingConnection: 'Cargando la conexión...',
    connectionLoadFailed: 'No se pudo cargar la conexión. {{reason}}',
    tryLater: 'Inténtalo de nuevo más tarde.',
    noWalletConnected: 'No hay ninguna billetera Lightning conectada',
    emptyIntro:
      'Conecta la billetera Lightning propia de la familia para crear facturas para los hijos y pagar con su dinero para gastar. La app nunca guarda sus claves.',
    connectsRemovesTask: 'conecta, sustituye y elimina la billetera Lightning de la familia',
    whoConnectsRemoves:
      '{{who}} conecta, sustituye y elimina la billetera Lightning de la familia.',
    connectionTestFailed: 'La prueba de conexión falló',
    connectionRemoved: 'Conexión eliminada',
    removeFailed: 'No se pudo eliminar la conexión',
    savedConnection: 'Conexión guardada',
    savedAt: 'Guardada el {{date}}',
    remove: 'Eliminar',
    addConnection: 'Añadir conexión',
    testResult: 'Resultado de la prueba',
    connectionWorks: 'La conexión funciona',
    balance: 'Saldo: {{balance}}',

    connectAWallet: 'Conectar una billetera Lightning',
    thisNodesLnd: 'LND de este nodo',
    nodeLndIntro:
      'Este servidor funciona junto a un nodo Lightning (LND en <url/>). Sus credenciales se quedan en el servidor.',
    useNodeLnd: 'Usar el LND de este nodo',
    provider: 'Proveedor',
    connectsThroughNwc:
      '{{name}} se conecta mediante Nostr Wallet Connect: en {{name}}, crea una conexión de billetera y pega abajo su cadena <code>nostr+walletconnect://</code>.',
    lndconnectHint: 'O pega una URI lndconnect://: también rellena el macaroon y el certificado.',
    filledFromUri: 'Rellenado con la URI lndconnect: la URL REST, el macaroon.',
    filledFromUriWithTls:
      'Rellenado con la URI lndconnect: la URL REST, el macaroon y el certificado TLS.',
    keptEncrypted: 'Se guarda cifrado en el servidor y no se vuelve a mostrar.',
    tlsCertificate: 'Certificado TLS (opcional)',
    tlsHint:
      'El tls.cert del nodo (PEM) cuando usa el certificado autofirmado de LND: el servidor entonces solo confía en ese certificado.',
    hubNameOptional: 'Nombre del hub (opcional)',
    hubRegionOptional: 'Región del hub (opcional)',
    saveConnection: 'Guardar conexión',

    testTitle: 'Prueba de conexión de billetera',
    testDescription:
      'Comprueba que una cadena de Nostr Wallet Connect funciona: saldo, una factura y un pago, sin guardar nada.',
    testLead:
      'Pega una cadena de Nostr Wallet Connect (coinos, Alby Hub, Primal, Zeus, LNbits...) para comprobarla en tres pasos. No se guarda nada: el servidor mantiene la conexión en memoria 10 minutos y luego la olvida.',
    connectionTestFailedTitle: 'La prueba de conexión falló',
    nwcFailed: 'No se pudo establecer la conexión NWC',
    testFailed: 'La prueba falló',
    step1: 'Paso 1: Conectar',
    startsWithNwc: 'Empieza por nostr+walletconnect://',
    connectedTo: 'Conectada a {{alias}}. Saldo: {{balance}}.',
    connectedNoAlias: 'Conectada. Saldo: {{balance}}.',
    zeroBalance: 'La billetera respondió con un saldo de 0. Causas probables:',
    zeroBalanceLimit: 'el límite de gasto semanal de esta conexión está en 0;',
    zeroBalanceNoFunds: 'la billetera todavía no tiene fondos;',
    zeroBalanceStale:
      'la cadena de conexión está obsoleta (la conexión se eliminó en la billetera).',
    createTestInvoiceFailed: 'No se pudo crear la factura',
    step2: 'Paso 2: Crear una factura de prueba',
    step2Intro:
      'La billetera que estás probando crea esta factura, y en el paso 3 la misma billetera la paga: los sats salen y vuelven enseguida. Solo se gasta una comisión de enrutamiento, si tu billetera la cobra.',
    testAmount: 'Importe de prueba (sats)',
    testAmountHint: 'De {{min}} a {{max}} sats; {{fallback}} si se deja vacío',
    createTestInvoice: 'Crear factura de prueba',
    testInvoiceQr: 'Factura de prueba de {{amount}}',
    testInvoiceFor: 'Factura de prueba de <strong>{{amount}}</strong>, creada por tu billetera.',
    paidTest:
      'Pagados {{amount}} (comisión {{fee}}). Saldo ahora: {{balance}}. La conexión funciona para pagos.',
    paymentNotSuccessful: 'El pago no se completó',
    paymentError: 'Error en el pago',
    step3: 'Paso 3: Pagar la factura de prueba',
    step3Intro: 'Tu billetera se paga a sí misma la factura del paso 2.',
    payTestInvoice: 'Pagar factura de prueba',
    troubleshooting: 'Solución de problemas',
    troubleStep1:
      '<strong>La prueba falla en el paso 1:</strong> vuelve a copiar la cadena entera desde las conexiones de apps de la billetera; comprueba que la conexión no se eliminó allí y que su relay empieza por <code>wss://</code>.',
    troubleZero:
      '<strong>Saldo 0:</strong> puede que el presupuesto semanal de la conexión sea 0 o que la billetera todavía no tenga fondos.',
    troubleStep2:
      '<strong>El paso 2 falla:</strong> puede que la conexión no tenga permiso para crear facturas; permítele «recibir» o «crear factura» en la billetera.',
    troubleStep3:
      '<strong>El paso 3 falla:</strong> puede que la conexión no tenga permiso para enviar, que su presupuesto se haya agotado o que la billetera se niegue a pagar sus propias facturas. Los pasos 1 y 2 igualmente demuestran que la conexión funciona.',
    troubleEnded:
      '<strong>Una prueba terminó:</strong> las pruebas se guardan 10 minutos; empieza de nuevo en el paso 1.',
  },
})

/** The Lightning screens' text function. */
export type LightningText = TextFunction<typeof lightningTexts.en>
