import { LANGUAGE_NAMES, LANGUAGES } from '@api/contracts/languages'
import { GUARDIAN_MESSAGES, MESSAGES } from '@api/contracts/messages'
import { defineTexts } from '../i18n'

/** "en (English), de (Deutsch), es (Español)": the codes and each language's own name. */
const languageList = LANGUAGES.map((l) => `${l} (${LANGUAGE_NAMES[l]})`).join(', ')

/**
 * The server's messages (api/contracts/messages.ts) in German and Spanish, keyed like the
 * contract. English is the contract's own text, which the server answers and the browser's
 * shared rules return; lib/server-messages.ts finds a message by that text and shows the
 * language's. The "Title - Description" and "Title: Description" shapes are kept: the
 * toasts split them.
 */
export const serverMessagesTexts = defineTexts('serverMessages', {
  en: {
    ...MESSAGES,
    guardianInsufficientSavings: GUARDIAN_MESSAGES.insufficientSavings('{{name}}'),
    guardianInsufficientSpending: GUARDIAN_MESSAGES.insufficientSpending('{{name}}'),
  },
  de: {
    invalidBitcoinAmount: 'Ungültiger Betrag - Bitte gib einen gültigen Bitcoin-Betrag ein',
    invalidAmount: 'Ungültiger Betrag - Bitte gib einen gültigen Betrag ein',
    missingInformation: 'Angaben fehlen - Bitte fülle alle Felder aus',
    nameRequired: 'Name erforderlich - Bitte gib einen Namen für dein Kind ein',
    invalidAge: 'Ungültiges Alter - Bitte gib ein gültiges Alter zwischen 1 und 18 ein',
    invalidAllowance: 'Ungültiges Taschengeld - Bitte gib einen gültigen Bitcoin-Betrag ein',
    invalidBalance: 'Ungültiger Kontostand - Bitte gib eine gültige positive Zahl ein',
    insufficientSavings: 'Zu wenig Erspartes - Du hast nicht genug auf deinem Sparkonto',
    insufficientSavingsAccount: 'Zu wenig Guthaben - Nicht genug Bitcoin auf dem Sparkonto',
    insufficientSpending: 'Zu wenig Guthaben - Nicht genug Bitcoin in deinem Taschengeld',
    reasonRequired: 'Grund erforderlich - Bitte sag deinen Eltern, wofür du das Geld brauchst',
    noFileSelected: 'Keine Datei ausgewählt - Bitte wähle eine CSV-Datei zum Importieren aus',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein',
    spouseEmailRequired:
      'E-Mail erforderlich - Bitte gib die E-Mail-Adresse deines Partners oder deiner Partnerin ein',
    walletInputRequired:
      'Eingabe erforderlich - Bitte gib entweder eine Bitcoin-Adresse oder einen XPUB ein',
    xpubRequired:
      'Xpub erforderlich: Bitte gib den erweiterten öffentlichen Schlüssel (xpub) deiner Bitcoin-Wallet ein',
    invalidBitcoinAddress: 'Ungültige Adresse - Bitte gib eine gültige Bitcoin-Adresse ein',
    syncFailed:
      'Abgleich fehlgeschlagen: Die Guthaben konnten nicht mit der Blockchain abgeglichen werden',
    chainUnreachable: 'Die Blockchain-Quelle ist nicht erreichbar',
    sendChainUnreachable:
      'Transaktion fehlgeschlagen - Die Blockchain-Quelle ist nicht erreichbar, daher kann die Transaktion nicht vorbereitet werden. Es wurde nichts abgebucht: Versuch es später noch einmal.',
    sendCoinsReservedMeanwhile:
      'Transaktion fehlgeschlagen - Andere Sendungen oder neue Adressen haben im selben Moment die Coins oder die Wechselgeldadresse genommen, mit denen diese Sendung erstellt wurde. Es wurde nichts abgebucht: Versuch es noch einmal.',
    titleRequired: 'Ein Titel ist erforderlich',
    titleTooLong: 'Der Titel ist zu lang',
    descriptionRequired: 'Eine klare Beschreibung ist erforderlich',
    targetAmountRequired: 'Ein Zielbetrag ist erforderlich',
    invalidTargetAmount:
      'Der Zielbetrag muss ein Bitcoin-Betrag über 0 mit höchstens 8 Nachkommastellen sein',
    categoryRequired: 'Eine Kategorie ist erforderlich',
    invalidTargetDate: 'Das Zieldatum muss ein Datum wie 2027-06-30 sein',
    targetDateInPast: 'Das Zieldatum darf nicht in der Vergangenheit liegen',
    invalidImageUrl: 'Die Bild-URL muss mit http:// oder https:// beginnen',
    allocationPercentage: 'Der Prozentsatz muss zwischen 0,1 und 100 liegen',
    percentageRequired: 'Ein Prozentsatz ist erforderlich',
    requestPercentage: 'Der Prozentsatz muss zwischen 1 und 100 liegen',
    requestReasonTooShort: 'Bitte erkläre, warum du beitragen möchtest (mindestens 10 Zeichen)',
    applyToRequired: 'Bitte wähle aus, wofür die Zuteilung gelten soll',
    requestChildRequired: 'Wähle das Kind, für das diese Anfrage ist',
    denialReasonRequired: 'Bitte gib einen Grund für die Ablehnung an',
    contributionAmountRequired: 'Ein Betrag ist erforderlich',
    invalidContributionAmount:
      'Der Betrag muss ein Bitcoin-Betrag über 0 mit höchstens 8 Nachkommastellen sein',
    contributionTypeRequired: 'Die Art des Beitrags ist erforderlich',
    contributionChildRequired: 'Wähle das Kind, dem dieses Geld gehört',
    csvTooLarge: 'Datei zu groß - Die Datei ist größer als 20 MB',
    csvFileType: 'Ungültige Datei - Nur .csv-Dateien werden angenommen',
    weeklyLimitRequired:
      'Wochenlimit erforderlich - Gib an, wie viel höchstens pro Woche automatisch ausgezahlt wird',
    invalidWeeklyLimit: 'Ungültiges Wochenlimit - Bitte gib einen Bitcoin-Betrag über 0 ein',
    invalidLanguage: `Die Sprache muss eine dieser sein: ${languageList}`,
    guardianInsufficientSavings: 'Zu wenig Erspartes - {{name}} hat nicht so viel gespart',
    guardianInsufficientSpending:
      'Zu wenig Guthaben - Nicht genug Bitcoin im Taschengeld von {{name}}',
  },
  es: {
    invalidBitcoinAmount: 'Importe no válido - Introduce un importe de Bitcoin válido',
    invalidAmount: 'Importe no válido - Introduce un importe válido',
    missingInformation: 'Faltan datos - Rellena todos los campos',
    nameRequired: 'Nombre obligatorio - Introduce un nombre para tu hijo o hija',
    invalidAge: 'Edad no válida - Introduce una edad válida entre 1 y 18',
    invalidAllowance: 'Paga no válida - Introduce un importe de Bitcoin válido',
    invalidBalance: 'Saldo no válido - Introduce un número positivo válido',
    insufficientSavings: 'Ahorros insuficientes - No tienes suficiente en tu cuenta de ahorros',
    insufficientSavingsAccount:
      'Fondos insuficientes - No hay suficiente Bitcoin en la cuenta de ahorros',
    insufficientSpending:
      'Fondos insuficientes - No hay suficiente Bitcoin en tu saldo para gastar',
    reasonRequired: 'Motivo obligatorio - Cuéntales a tus padres para qué necesitas este dinero',
    noFileSelected: 'Ningún archivo seleccionado - Selecciona un archivo CSV para importar',
    invalidEmail: 'Introduce una dirección de correo electrónico válida',
    spouseEmailRequired:
      'Correo obligatorio - Introduce la dirección de correo electrónico de tu pareja',
    walletInputRequired: 'Dato obligatorio - Introduce una dirección de Bitcoin o una XPUB',
    xpubRequired:
      'Xpub obligatoria: Introduce la clave pública extendida (xpub) de tu monedero de Bitcoin',
    invalidBitcoinAddress: 'Dirección no válida - Introduce una dirección de Bitcoin válida',
    syncFailed: 'Error de sincronización: No se pudieron sincronizar los saldos con la blockchain',
    chainUnreachable: 'No se puede acceder a la fuente de la blockchain',
    sendChainUnreachable:
      'Transacción fallida - No se puede acceder a la fuente de la blockchain, así que no se puede preparar la transacción. No se ha cobrado nada: inténtalo más tarde.',
    sendCoinsReservedMeanwhile:
      'Transacción fallida - Otros envíos o direcciones nuevas creados en el mismo momento tomaron las monedas o la dirección de cambio con las que se preparó este envío. No se ha cobrado nada: inténtalo de nuevo.',
    titleRequired: 'El título es obligatorio',
    titleTooLong: 'El título es demasiado largo',
    descriptionRequired: 'Hace falta una descripción clara',
    targetAmountRequired: 'El importe objetivo es obligatorio',
    invalidTargetAmount:
      'El importe objetivo debe ser un importe de Bitcoin mayor que 0, con 8 decimales como máximo',
    categoryRequired: 'La categoría es obligatoria',
    invalidTargetDate: 'La fecha objetivo debe ser una fecha como 2027-06-30',
    targetDateInPast: 'La fecha objetivo no puede estar en el pasado',
    invalidImageUrl: 'La URL de la imagen debe empezar por http:// o https://',
    allocationPercentage: 'El porcentaje debe estar entre 0,1 y 100',
    percentageRequired: 'El porcentaje es obligatorio',
    requestPercentage: 'El porcentaje debe estar entre 1 y 100',
    requestReasonTooShort: 'Explica por qué quieres contribuir (10 caracteres como mínimo)',
    applyToRequired: 'Selecciona a qué se aplica la asignación',
    requestChildRequired: 'Elige el hijo o la hija para quien es esta solicitud',
    denialReasonRequired: 'Indica un motivo para el rechazo',
    contributionAmountRequired: 'El importe es obligatorio',
    invalidContributionAmount:
      'El importe debe ser un importe de Bitcoin mayor que 0, con 8 decimales como máximo',
    contributionTypeRequired: 'El tipo de contribución es obligatorio',
    contributionChildRequired: 'Elige el hijo o la hija a quien pertenece este dinero',
    csvTooLarge: 'Archivo demasiado grande - El archivo supera los 20 MB',
    csvFileType: 'Archivo no válido - Solo se aceptan archivos .csv',
    weeklyLimitRequired:
      'Límite semanal obligatorio - Indica lo máximo que se paga automáticamente en una semana',
    invalidWeeklyLimit: 'Límite semanal no válido - Introduce un importe de Bitcoin mayor que 0',
    invalidLanguage: `El idioma debe ser uno de estos: ${languageList}`,
    guardianInsufficientSavings: 'Ahorros insuficientes - {{name}} no tiene tanto ahorrado',
    guardianInsufficientSpending:
      'Fondos insuficientes - No hay suficiente Bitcoin en el saldo para gastar de {{name}}',
  },
})
