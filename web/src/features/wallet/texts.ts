import { defineTexts } from '../../lib/i18n'

export const walletTexts = defineTexts('wallet', {
  en: {
    // Shared (wallet-words.ts)
    testnetSendNote: 'Testnet transaction: confirmations may take 10-60 minutes and fees apply.',
    syncFailedTitle: 'Sync Failed',
    loadingWallet: 'Loading the wallet...',
    walletLoadFailed: 'The wallet could not be loaded.',
    // The parent's wallet card
    cardTitle: 'Bitcoin Wallet',
    statusNotConfigured: 'Not configured',
    statusScanning: 'Scanning',
    statusConnected: 'Connected',
    statusFailed: 'Sync Failed',
    readingChain: 'Reading the wallet from the blockchain...',
    notConfiguredIntro:
      "Watch your family's on-chain wallet, view-only: paste its extended public key (xpub) or descriptor, or an address. The app never holds keys or moves funds.",
    lastKnownFigures: ': the figures below are the last known, from {{date}}.',
    balance: 'Balance',
    unconfirmed: 'Unconfirmed',
    addressesUsed: 'Addresses used',
    whatAppWatches: 'What the app watches',
    hardwareTitle: 'Signing with a hardware wallet?',
    hardwareBareKey:
      "This wallet was saved as a bare extended public key, which does not say which master key it comes from. A hardware wallet finds its key in a PSBT by the master key's fingerprint and the full path, so it refuses this app's PSBTs. Software wallets that hold the account key (Sparrow, Electrum) can still sign them.",
    hardwareDescriptor:
      "Paste the wallet's output descriptor with its key origin instead, like <example/>: Sparrow shows it under Settings, Export; Bitcoin Core with <command/>; hardware wallet apps when they export the wallet. For the same key, the children keep their addresses.",
    pasteDescriptor: 'Paste descriptor',
    reversedDeposits: 'Reversed deposits',
    reversedIntro_one:
      '<strong>A deposit left the blockchain after it was credited</strong> (a chain reorganisation or a conflicting transaction): it is taken back from savings.',
    reversedIntro_other:
      '<strong>{{count}} deposits left the blockchain after it was credited</strong> (a chain reorganisation or a conflicting transaction): it is taken back from savings.',
    reversedTakenBack: '{{child}}: <amount/> on {{date}}, taken back.',
    reversedOwed:
      '{{child}}: <amount/> on {{date}}, <takenBack/> taken back, <owed/> still owed (taken from savings as it arrives).',
    configureTitle: 'Configure Bitcoin Wallet',
    edit: 'Edit',
    configure: 'Configure',
    viewOnly:
      'View-only: the app reads balances and makes addresses and unsigned transactions from the public key. It never holds private keys or moves funds.',
    childAddressesNotice:
      "Children's addresses come from the saved key: a different key gives each child a new address. They are your wallet's change addresses (path …/1/n), so your wallet app counts the children's money in its balance, lists those addresses under Change, and never offers them for your own payments. The same key written as a descriptor with its key origin keeps them.",
    walletConfiguredTitle: 'Wallet Configured',
    walletUnchangedTitle: 'Wallet Unchanged',
    walletUnchangedText: 'The saved key and address stay.',
    // The wallet form
    configErrorTitle: 'Configuration Error',
    configFailed: 'Failed to configure Bitcoin wallet',
    formLabel: 'Bitcoin wallet',
    keyLabel: 'Extended public key (xpub) or descriptor',
    keyHintSaved: 'Leave empty to keep the saved key (first address {{address}}).',
    keyHint:
      'xpub, ypub or zpub (tpub, upub or vpub on test networks), or the output descriptor your wallet app exports. Never a private key or recovery phrase.',
    addressType: 'Address type',
    addressTypeHint:
      'This key does not say which addresses your wallet uses: pick the type your wallet app shows, and check the first address below.',
    addressLabel: 'Bitcoin address (optional)',
    addressHintSaved: 'Leave empty to keep watching {{address}}.',
    addressHint: 'One more address to watch, outside the key (an old wallet, say).',
    stopWatching: 'Stop watching {{address}}',
    checkWallet: 'Check Wallet',
    saveWallet: 'Save Wallet',
    // What a wallet watches
    walletPreview: 'Wallet preview',
    savedWallet: 'Saved wallet',
    firstReceiveAddress: 'First receive address',
    compareAddress:
      'Compare it with the first receive address your wallet app shows: they must be the same, or the key or address type is wrong.',
    masterFingerprint: 'Master fingerprint',
    fingerprintUnknown:
      "Unknown: a hardware wallet needs it to sign this app's PSBTs. Paste the output descriptor with its key origin ([fingerprint/84h/0h/0h]...) from Sparrow, Bitcoin Core or your hardware wallet's app instead of the bare key.",
    watchedAddress: 'Watched address',
    // Onboarding's wallet tab
    setupIntro:
      "Connect your family's Bitcoin wallet view-only: paste its extended public key (xpub, ypub or zpub) or output descriptor, as your wallet app exports it, or only an address to watch (then the children get no Bitcoin addresses of their own). The app never holds private keys or moves funds.",
    setupConnected:
      "<status>Connected</status> - change it later with Edit on the dashboard's Bitcoin Wallet card.",
    walletConnectedTitle: 'Wallet Connected',
    // Deposit confirmations
    depositConfirmations: 'Deposit confirmations',
    depositTitle: 'Confirmations before a deposit counts',
    depositIntro:
      'A payment becomes savings once it is this many blocks deep (a block takes about 10 minutes). A deposit that leaves the blockchain after it was credited is taken back, and you get an e-mail: waiting longer for large amounts makes that rarer.',
    loading: 'Loading...',
    confirmationsSavedTitle: 'Confirmations Saved',
    confirmationsSavedText:
      'Deposits up to {{amount}} BTC need {{confirmations}}, larger ones {{largeConfirmations}}.',
    saveFailedTitle: 'Save failed',
    smallConfirmations: 'Confirmations for smaller deposits',
    largeAmount: 'Larger deposits are above (BTC)',
    largeConfirmations: 'Confirmations for larger deposits',
    saveConfirmations: 'Save confirmations',
    // A child's wallet dialog
    childWalletTitle: 'Bitcoin Wallet - {{child}}',
    childWalletButton: 'Bitcoin Wallet',
    walletSyncedTitle: 'Wallet Synced',
    childBalances: "{{child}}'s balances",
    sync: 'Sync',
    sendBitcoin: 'Send bitcoin',
    sendFromSavings: 'Send from savings',
    newSend: 'New Send',
    pendingAsLastRead: 'Pending is as last read, at {{time}}.',
    pendingUnknown: 'Pending deposits are unknown until it answers.',
    savings: 'Savings',
    spending: 'Spending',
    pending: 'Pending',
    unknown: 'Unknown',
    asOf: 'as of {{time}}',
    gettingAddress: "Getting {{child}}'s address...",
    addressFailed: 'The address could not be created.',
    receiveAddress: "{{child}}'s receive address",
    addressQr: "QR code of {{child}}'s address {{address}}",
    derivationPath: 'Derivation path {{path}}',
    copyAddress: 'address',
    addressBecomesSavings:
      "Payments to this address become {{child}}'s savings once confirmed. It stays the same until it receives a payment; then {{child}} gets a new one.",
    changeAddressNote:
      "In your own wallet app this is a <strong>change address</strong> ({{path}}): the money counts in the wallet's balance, and Sparrow or Electrum list the address under Change, not Receive. Your wallet never offers it for your own payments, so nothing you receive yourself is credited to {{child}}.",
    // Sending
    sendFormLabel: "Send from {{child}}'s savings",
    sendTo: 'Send to address',
    amountToSend: 'Amount to send (BTC)',
    sendFailed: 'Could not send Bitcoin',
    send: 'Send',
    transactionReadyTitle: 'Transaction Ready',
    transactionFailedTitle: 'Transaction Failed',
    transactionFailed: 'Failed to send Bitcoin transaction',
    // The PSBT
    sendLabel: 'Send {{id}}',
    amountTo: '<amount/> to <address/>',
    accountingOnly:
      'Recorded for accounting only: with just a plain address the app cannot prepare the transaction. Send the bitcoin from your own wallet.',
    signPsbt:
      'Sign this unsigned transaction (PSBT) in your own wallet (Sparrow, Electrum or a hardware wallet) and broadcast it from there: this app never broadcasts.',
    networkFee: 'Network fee: <fee/>, paid from the family wallet.',
    unsignedPsbt: 'Unsigned transaction (PSBT)',
    downloadPsbt: 'Download .psbt',
    // Sends waiting for a signature
    waitingSends: 'Sends waiting for a signature',
    waitingTitle: 'Waiting for a signature',
    waitingIntro:
      'These amounts are already taken from savings. Sign and broadcast each one from your own wallet, or cancel it to put the amount back.',
    sendCancelledTitle: 'Send Cancelled',
    sendCancelledText: '{{amount}} BTC is back in savings.',
    cancelFailedTitle: 'Cancel Failed',
    cancelFailed: 'Failed to cancel the send',
    preparedOn: 'Prepared on {{date}}',
    cancelQuestion: 'Cancel the send of {{amount}} BTC?',
    cancelSend: 'Cancel Send',
    keep: 'Keep',
    cancelNote:
      'Only if it was never broadcast: the amount goes back to savings. Throw the PSBT away after cancelling.',
  },
  de: {
    testnetSendNote:
      'Testnetz-Transaktion: Bestätigungen können 10–60 Minuten dauern, und es fallen Gebühren an.',
    syncFailedTitle: 'Synchronisierung fehlgeschlagen',
    loadingWallet: 'Wallet wird geladen …',
    walletLoadFailed: 'Die Wallet konnte nicht geladen werden.',
    cardTitle: 'Bitcoin-Wallet',
    statusNotConfigured: 'Nicht eingerichtet',
    statusScanning: 'Wird gelesen',
    statusConnected: 'Verbunden',
    statusFailed: 'Synchronisierung fehlgeschlagen',
    readingChain: 'Die Wallet wird aus der Blockchain gelesen …',
    notConfiguredIntro:
      'Beobachte die On-Chain-Wallet deiner Familie, nur lesend: Füge ihren erweiterten öffentlichen Schlüssel (xpub) oder Deskriptor ein, oder eine Adresse. Die App verwahrt nie Schlüssel und bewegt kein Geld.',
    lastKnownFigures: ': Die Zahlen unten sind die zuletzt bekannten, vom {{date}}.',
    balance: 'Guthaben',
    unconfirmed: 'Unbestätigt',
    addressesUsed: 'Verwendete Adressen',
    whatAppWatches: 'Was die App beobachtet',
    hardwareTitle: 'Signierst du mit einer Hardware-Wallet?',
    hardwareBareKey:
      'Diese Wallet wurde als reiner erweiterter öffentlicher Schlüssel gespeichert, der nicht sagt, von welchem Master-Schlüssel er stammt. Eine Hardware-Wallet findet ihren Schlüssel in einer PSBT über den Fingerabdruck des Master-Schlüssels und den vollständigen Pfad, deshalb lehnt sie die PSBTs dieser App ab. Software-Wallets, die den Kontoschlüssel haben (Sparrow, Electrum), können sie trotzdem signieren.',
    hardwareDescriptor:
      'Füge stattdessen den Output-Deskriptor der Wallet mit seiner Schlüsselherkunft ein, etwa <example/>: Sparrow zeigt ihn unter Settings, Export; Bitcoin Core mit <command/>; Hardware-Wallet-Apps beim Exportieren der Wallet. Beim selben Schlüssel behalten die Kinder ihre Adressen.',
    pasteDescriptor: 'Deskriptor einfügen',
    reversedDeposits: 'Rückgängig gemachte Einzahlungen',
    reversedIntro_one:
      '<strong>Eine Einzahlung hat die Blockchain verlassen, nachdem sie gutgeschrieben wurde</strong> (eine Reorganisation der Kette oder eine widersprüchliche Transaktion): Sie wird von den Ersparnissen zurückgenommen.',
    reversedIntro_other:
      '<strong>{{count}} Einzahlungen haben die Blockchain verlassen, nachdem sie gutgeschrieben wurden</strong> (eine Reorganisation der Kette oder eine widersprüchliche Transaktion): Sie werden von den Ersparnissen zurückgenommen.',
    reversedTakenBack: '{{child}}: <amount/> am {{date}}, zurückgenommen.',
    reversedOwed:
      '{{child}}: <amount/> am {{date}}, <takenBack/> zurückgenommen, <owed/> noch offen (wird von den Ersparnissen genommen, sobald sie eingehen).',
    configureTitle: 'Bitcoin-Wallet einrichten',
    edit: 'Bearbeiten',
    configure: 'Einrichten',
    viewOnly:
      'Nur lesend: Die App liest Guthaben und erzeugt Adressen und unsignierte Transaktionen aus dem öffentlichen Schlüssel. Sie verwahrt nie private Schlüssel und bewegt kein Geld.',
    childAddressesNotice:
      'Die Adressen der Kinder stammen aus dem gespeicherten Schlüssel: Ein anderer Schlüssel gibt jedem Kind eine neue Adresse. Es sind die Wechselgeldadressen deiner Wallet (Pfad …/1/n), deshalb zählt deine Wallet-App das Geld der Kinder in ihrem Guthaben mit, führt diese Adressen unter Change auf und bietet sie nie für deine eigenen Zahlungen an. Derselbe Schlüssel, als Deskriptor mit Schlüsselherkunft geschrieben, behält sie.',
    walletConfiguredTitle: 'Wallet eingerichtet',
    walletUnchangedTitle: 'Wallet unverändert',
    walletUnchangedText: 'Der gespeicherte Schlüssel und die Adresse bleiben.',
    configErrorTitle: 'Fehler bei der Einrichtung',
    configFailed: 'Die Bitcoin-Wallet konnte nicht eingerichtet werden',
    formLabel: 'Bitcoin-Wallet',
    keyLabel: 'Erweiterter öffentlicher Schlüssel (xpub) oder Deskriptor',
    keyHintSaved:
      'Leer lassen, um den gespeicherten Schlüssel zu behalten (erste Adresse {{address}}).',
    keyHint:
      'xpub, ypub oder zpub (tpub, upub oder vpub in Testnetzen) oder der Output-Deskriptor, den deine Wallet-App exportiert. Nie ein privater Schlüssel oder eine Wiederherstellungsphrase.',
    addressType: 'Adresstyp',
    addressTypeHint:
      'Dieser Schlüssel sagt nicht, welche Adressen deine Wallet verwendet: Wähle den Typ, den deine Wallet-App anzeigt, und prüfe die erste Adresse unten.',
    addressLabel: 'Bitcoin-Adresse (optional)',
    addressHintSaved: 'Leer lassen, um {{address}} weiter zu beobachten.',
    addressHint:
      'Eine weitere Adresse zum Beobachten, außerhalb des Schlüssels (etwa eine alte Wallet).',
    stopWatching: '{{address}} nicht mehr beobachten',
    checkWallet: 'Wallet prüfen',
    saveWallet: 'Wallet speichern',
    walletPreview: 'Vorschau der Wallet',
    savedWallet: 'Gespeicherte Wallet',
    firstReceiveAddress: 'Erste Empfangsadresse',
    compareAddress:
      'Vergleiche sie mit der ersten Empfangsadresse, die deine Wallet-App anzeigt: Sie müssen gleich sein, sonst ist der Schlüssel oder der Adresstyp falsch.',
    masterFingerprint: 'Master-Fingerabdruck',
    fingerprintUnknown:
      'Unbekannt: Eine Hardware-Wallet braucht ihn, um die PSBTs dieser App zu signieren. Füge statt des reinen Schlüssels den Output-Deskriptor mit seiner Schlüsselherkunft ([fingerprint/84h/0h/0h]...) aus Sparrow, Bitcoin Core oder der App deiner Hardware-Wallet ein.',
    watchedAddress: 'Beobachtete Adresse',
    setupIntro:
      'Verbinde die Bitcoin-Wallet deiner Familie nur lesend: Füge ihren erweiterten öffentlichen Schlüssel (xpub, ypub oder zpub) oder Output-Deskriptor ein, wie deine Wallet-App ihn exportiert, oder nur eine Adresse zum Beobachten (dann bekommen die Kinder keine eigenen Bitcoin-Adressen). Die App verwahrt nie private Schlüssel und bewegt kein Geld.',
    setupConnected:
      '<status>Verbunden</status> - ändern kannst du das später mit Bearbeiten auf der Bitcoin-Wallet-Karte der Übersicht.',
    walletConnectedTitle: 'Wallet verbunden',
    depositConfirmations: 'Bestätigungen für Einzahlungen',
    depositTitle: 'Bestätigungen, bevor eine Einzahlung zählt',
    depositIntro:
      'Eine Zahlung wird zu Ersparnissen, sobald sie so viele Blöcke tief liegt (ein Block dauert etwa 10 Minuten). Eine Einzahlung, die die Blockchain verlässt, nachdem sie gutgeschrieben wurde, wird zurückgenommen, und du bekommst eine E-Mail: Bei großen Beträgen länger zu warten, macht das seltener.',
    loading: 'Wird geladen …',
    confirmationsSavedTitle: 'Bestätigungen gespeichert',
    confirmationsSavedText:
      'Einzahlungen bis {{amount}} BTC brauchen {{confirmations}}, größere {{largeConfirmations}}.',
    saveFailedTitle: 'Speichern fehlgeschlagen',
    smallConfirmations: 'Bestätigungen für kleinere Einzahlungen',
    largeAmount: 'Größere Einzahlungen liegen über (BTC)',
    largeConfirmations: 'Bestätigungen für größere Einzahlungen',
    saveConfirmations: 'Bestätigungen speichern',
    childWalletTitle: 'Bitcoin-Wallet - {{child}}',
    childWalletButton: 'Bitcoin-Wallet',
    walletSyncedTitle: 'Wallet synchronisiert',
    childBalances: 'Guthaben von {{child}}',
    sync: 'Synchronisieren',
    sendBitcoin: 'Bitcoin senden',
    sendFromSavings: 'Von den Ersparnissen senden',
    newSend: 'Neue Sendung',
    pendingAsLastRead: 'Ausstehend ist der zuletzt gelesene Stand, um {{time}}.',
    pendingUnknown: 'Ausstehende Einzahlungen sind unbekannt, bis wieder eine Antwort kommt.',
    savings: 'Ersparnisse',
    spending: 'Ausgabegeld',
    pending: 'Ausstehend',
    unknown: 'Unbekannt',
    asOf: 'Stand {{time}}',
    gettingAddress: 'Adresse von {{child}} wird geholt …',
    addressFailed: 'Die Adresse konnte nicht erstellt werden.',
    receiveAddress: 'Empfangsadresse von {{child}}',
    addressQr: 'QR-Code der Adresse {{address}} von {{child}}',
    derivationPath: 'Ableitungspfad {{path}}',
    copyAddress: 'Adresse',
    addressBecomesSavings:
      'Zahlungen an diese Adresse werden zu Ersparnissen von {{child}}, sobald sie bestätigt sind. Sie bleibt gleich, bis eine Zahlung eingeht; dann bekommt {{child}} eine neue.',
    changeAddressNote:
      'In deiner eigenen Wallet-App ist das eine <strong>Wechselgeldadresse</strong> ({{path}}): Das Geld zählt zum Guthaben der Wallet, und Sparrow oder Electrum führen die Adresse unter Change statt Receive. Deine Wallet bietet sie nie für deine eigenen Zahlungen an, deshalb wird nichts, was du selbst empfängst, {{child}} gutgeschrieben.',
    sendFormLabel: 'Von den Ersparnissen von {{child}} senden',
    sendTo: 'An Adresse senden',
    amountToSend: 'Zu sendender Betrag (BTC)',
    sendFailed: 'Bitcoin konnte nicht gesendet werden',
    send: 'Senden',
    transactionReadyTitle: 'Transaktion bereit',
    transactionFailedTitle: 'Transaktion fehlgeschlagen',
    transactionFailed: 'Die Bitcoin-Transaktion konnte nicht gesendet werden',
    sendLabel: 'Sendung {{id}}',
    amountTo: '<amount/> an <address/>',
    accountingOnly:
      'Nur für die Buchhaltung erfasst: Mit nur einer einfachen Adresse kann die App die Transaktion nicht vorbereiten. Sende die Bitcoin aus deiner eigenen Wallet.',
    signPsbt:
      'Signiere diese unsignierte Transaktion (PSBT) in deiner eigenen Wallet (Sparrow, Electrum oder eine Hardware-Wallet) und sende sie von dort ins Netzwerk: Diese App sendet nie selbst.',
    networkFee: 'Netzwerkgebühr: <fee/>, bezahlt aus der Familien-Wallet.',
    unsignedPsbt: 'Unsignierte Transaktion (PSBT)',
    downloadPsbt: '.psbt herunterladen',
    waitingSends: 'Sendungen, die auf eine Signatur warten',
    waitingTitle: 'Wartet auf eine Signatur',
    waitingIntro:
      'Diese Beträge sind schon von den Ersparnissen abgezogen. Signiere und sende jeden aus deiner eigenen Wallet, oder storniere ihn, um den Betrag zurückzubuchen.',
    sendCancelledTitle: 'Sendung storniert',
    sendCancelledText: '{{amount}} BTC sind wieder in den Ersparnissen.',
    cancelFailedTitle: 'Stornieren fehlgeschlagen',
    cancelFailed: 'Die Sendung konnte nicht storniert werden',
    preparedOn: 'Vorbereitet am {{date}}',
    cancelQuestion: 'Die Sendung von {{amount}} BTC stornieren?',
    cancelSend: 'Sendung stornieren',
    keep: 'Behalten',
    cancelNote:
      'Nur wenn sie nie ins Netzwerk gesendet wurde: Der Betrag geht zurück in die Ersparnisse. Wirf die PSBT nach dem Stornieren weg.',
  },
  es: {
    testnetSendNote:
      'Transacción de testnet: las confirmaciones pueden tardar 10-60 minutos y se aplican comisiones.',
    syncFailedTitle: 'Error de sincronización',
    loadingWallet: 'Cargando la wallet...',
    walletLoadFailed: 'No se pudo cargar la wallet.',
    cardTitle: 'Wallet de Bitcoin',
    statusNotConfigured: 'Sin configurar',
    statusScanning: 'Leyendo',
    statusConnected: 'Conectada',
    statusFailed: 'Error de sincronización',
    readingChain: 'Leyendo la wallet desde la blockchain...',
    notConfiguredIntro:
      'Observa la wallet on-chain de tu familia, solo lectura: pega su clave pública extendida (xpub) o su descriptor, o una dirección. La app nunca guarda claves ni mueve fondos.',
    lastKnownFigures: ': las cifras de abajo son las últimas conocidas, del {{date}}.',
    balance: 'Saldo',
    unconfirmed: 'Sin confirmar',
    addressesUsed: 'Direcciones usadas',
    whatAppWatches: 'Qué observa la app',
    hardwareTitle: '¿Firmas con una hardware wallet?',
    hardwareBareKey:
      'Esta wallet se guardó como una clave pública extendida sola, que no dice de qué clave maestra proviene. Una hardware wallet encuentra su clave en una PSBT por la huella de la clave maestra y la ruta completa, así que rechaza las PSBT de esta app. Las wallets de software que tienen la clave de la cuenta (Sparrow, Electrum) sí pueden firmarlas.',
    hardwareDescriptor:
      'Pega en su lugar el descriptor de salida de la wallet con el origen de su clave, como <example/>: Sparrow lo muestra en Settings, Export; Bitcoin Core con <command/>; las apps de hardware wallets al exportar la wallet. Con la misma clave, los hijos conservan sus direcciones.',
    pasteDescriptor: 'Pegar descriptor',
    reversedDeposits: 'Depósitos revertidos',
    reversedIntro_one:
      '<strong>Un depósito salió de la blockchain después de abonarse</strong> (una reorganización de la cadena o una transacción en conflicto): se descuenta de los ahorros.',
    reversedIntro_many:
      '<strong>{{count}} depósitos salieron de la blockchain después de abonarse</strong> (una reorganización de la cadena o una transacción en conflicto): se descuentan de los ahorros.',
    reversedIntro_other:
      '<strong>{{count}} depósitos salieron de la blockchain después de abonarse</strong> (una reorganización de la cadena o una transacción en conflicto): se descuentan de los ahorros.',
    reversedTakenBack: '{{child}}: <amount/> el {{date}}, descontado.',
    reversedOwed:
      '{{child}}: <amount/> el {{date}}, <takenBack/> descontado, <owed/> aún pendiente (se descuenta de los ahorros a medida que llegue).',
    configureTitle: 'Configurar la wallet de Bitcoin',
    edit: 'Editar',
    configure: 'Configurar',
    viewOnly:
      'Solo lectura: la app lee saldos y genera direcciones y transacciones sin firmar a partir de la clave pública. Nunca guarda claves privadas ni mueve fondos.',
    childAddressesNotice:
      'Las direcciones de los hijos salen de la clave guardada: una clave distinta da a cada hijo una dirección nueva. Son las direcciones de cambio de tu wallet (ruta …/1/n), así que tu app de wallet cuenta el dinero de los hijos en su saldo, muestra esas direcciones en Change y nunca las ofrece para tus propios pagos. La misma clave escrita como descriptor con el origen de su clave las conserva.',
    walletConfiguredTitle: 'Wallet configurada',
    walletUnchangedTitle: 'Wallet sin cambios',
    walletUnchangedText: 'La clave y la dirección guardadas se mantienen.',
    configErrorTitle: 'Error de configuración',
    configFailed: 'No se pudo configurar la wallet de Bitcoin',
    formLabel: 'Wallet de Bitcoin',
    keyLabel: 'Clave pública extendida (xpub) o descriptor',
    keyHintSaved: 'Déjalo vacío para conservar la clave guardada (primera dirección {{address}}).',
    keyHint:
      'xpub, ypub o zpub (tpub, upub o vpub en redes de prueba), o el descriptor de salida que exporta tu app de wallet. Nunca una clave privada ni una frase de recuperación.',
    addressType: 'Tipo de dirección',
    addressTypeHint:
      'Esta clave no dice qué direcciones usa tu wallet: elige el tipo que muestra tu app de wallet y comprueba la primera dirección de abajo.',
    addressLabel: 'Dirección de Bitcoin (opcional)',
    addressHintSaved: 'Déjalo vacío para seguir observando {{address}}.',
    addressHint:
      'Una dirección más para observar, fuera de la clave (una wallet antigua, por ejemplo).',
    stopWatching: 'Dejar de observar {{address}}',
    checkWallet: 'Comprobar wallet',
    saveWallet: 'Guardar wallet',
    walletPreview: 'Vista previa de la wallet',
    savedWallet: 'Wallet guardada',
    firstReceiveAddress: 'Primera dirección de recepción',
    compareAddress:
      'Compárala con la primera dirección de recepción que muestra tu app de wallet: deben ser iguales; si no, la clave o el tipo de dirección es incorrecto.',
    masterFingerprint: 'Huella maestra',
    fingerprintUnknown:
      'Desconocida: una hardware wallet la necesita para firmar las PSBT de esta app. Pega, en lugar de la clave sola, el descriptor de salida con el origen de su clave ([fingerprint/84h/0h/0h]...) desde Sparrow, Bitcoin Core o la app de tu hardware wallet.',
    watchedAddress: 'Dirección observada',
    setupIntro:
      'Conecta la wallet de Bitcoin de tu familia en solo lectura: pega su clave pública extendida (xpub, ypub o zpub) o su descriptor de salida, tal como lo exporta tu app de wallet, o solo una dirección para observar (entonces los hijos no reciben direcciones de Bitcoin propias). La app nunca guarda claves privadas ni mueve fondos.',
    setupConnected:
      '<status>Conectada</status> - cámbiala más tarde con Editar en la tarjeta Wallet de Bitcoin del panel.',
    walletConnectedTitle: 'Wallet conectada',
    depositConfirmations: 'Confirmaciones de depósitos',
    depositTitle: 'Confirmaciones antes de que cuente un depósito',
    depositIntro:
      'Un pago pasa a ser ahorro cuando tiene esta cantidad de bloques encima (un bloque tarda unos 10 minutos). Un depósito que sale de la blockchain después de abonarse se descuenta, y recibes un correo: esperar más para cantidades grandes lo hace menos frecuente.',
    loading: 'Cargando...',
    confirmationsSavedTitle: 'Confirmaciones guardadas',
    confirmationsSavedText:
      'Los depósitos de hasta {{amount}} BTC necesitan {{confirmations}}, los mayores {{largeConfirmations}}.',
    saveFailedTitle: 'Error al guardar',
    smallConfirmations: 'Confirmaciones para depósitos pequeños',
    largeAmount: 'Los depósitos grandes superan (BTC)',
    largeConfirmations: 'Confirmaciones para depósitos grandes',
    saveConfirmations: 'Guardar confirmaciones',
    childWalletTitle: 'Wallet de Bitcoin - {{child}}',
    childWalletButton: 'Wallet de Bitcoin',
    walletSyncedTitle: 'Wallet sincronizada',
    childBalances: 'Saldos de {{child}}',
    sync: 'Sincronizar',
    sendBitcoin: 'Enviar bitcoin',
    sendFromSavings: 'Enviar desde los ahorros',
    newSend: 'Nuevo envío',
    pendingAsLastRead: 'Lo pendiente es lo último leído, a las {{time}}.',
    pendingUnknown: 'Los depósitos pendientes se desconocen hasta que responda.',
    savings: 'Ahorros',
    spending: 'Para gastar',
    pending: 'Pendiente',
    unknown: 'Desconocido',
    asOf: 'a las {{time}}',
    gettingAddress: 'Obteniendo la dirección de {{child}}...',
    addressFailed: 'No se pudo crear la dirección.',
    receiveAddress: 'Dirección de recepción de {{child}}',
    addressQr: 'Código QR de la dirección {{address}} de {{child}}',
    derivationPath: 'Ruta de derivación {{path}}',
    copyAddress: 'dirección',
    addressBecomesSavings:
      'Los pagos a esta dirección pasan a los ahorros de {{child}} una vez confirmados. Se mantiene igual hasta que recibe un pago; entonces {{child}} recibe una nueva.',
    changeAddressNote:
      'En tu propia app de wallet es una <strong>dirección de cambio</strong> ({{path}}): el dinero cuenta en el saldo de la wallet, y Sparrow o Electrum muestran la dirección en Change, no en Receive. Tu wallet nunca la ofrece para tus propios pagos, así que nada de lo que recibes tú se abona a {{child}}.',
    sendFormLabel: 'Enviar desde los ahorros de {{child}}',
    sendTo: 'Enviar a la dirección',
    amountToSend: 'Cantidad a enviar (BTC)',
    sendFailed: 'No se pudo enviar Bitcoin',
    send: 'Enviar',
    transactionReadyTitle: 'Transacción lista',
    transactionFailedTitle: 'Transacción fallida',
    transactionFailed: 'No se pudo enviar la transacción de Bitcoin',
    sendLabel: 'Envío {{id}}',
    amountTo: '<amount/> a <address/>',
    accountingOnly:
      'Registrado solo para la contabilidad: con una simple dirección, la app no puede preparar la transacción. Envía los bitcoin desde tu propia wallet.',
    signPsbt:
      'Firma esta transacción sin firmar (PSBT) en tu propia wallet (Sparrow, Electrum o una hardware wallet) y transmítela desde allí: esta app nunca transmite.',
    networkFee: 'Comisión de red: <fee/>, pagada desde la wallet familiar.',
    unsignedPsbt: 'Transacción sin firmar (PSBT)',
    downloadPsbt: 'Descargar .psbt',
    waitingSends: 'Envíos que esperan una firma',
    waitingTitle: 'Esperando una firma',
    waitingIntro:
      'Estas cantidades ya se descontaron de los ahorros. Firma y transmite cada una desde tu propia wallet, o cancélala para devolver la cantidad.',
    sendCancelledTitle: 'Envío cancelado',
    sendCancelledText: '{{amount}} BTC volvieron a los ahorros.',
    cancelFailedTitle: 'Error al cancelar',
    cancelFailed: 'No se pudo cancelar el envío',
    preparedOn: 'Preparado el {{date}}',
    cancelQuestion: '¿Cancelar el envío de {{amount}} BTC?',
    cancelSend: 'Cancelar envío',
    keep: 'Conservar',
    cancelNote:
      'Solo si nunca se transmitió: la cantidad vuelve a los ahorros. Desecha la PSBT después de cancelar.',
  },
})
