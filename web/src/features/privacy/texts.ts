import { defineTexts } from '../../lib/i18n'

export const privacyTexts = defineTexts('privacy', {
  en: {
    title: 'Privacy settings on this device',
    intro:
      'These settings stay in this browser and are never sent to the server. While encryption is on they are sealed with AES-GCM under a key that is created here and never leaves this device.',
    noEncryption:
      'Encryption is not available in this browser ({{reason}}). Open the app over HTTPS to use it, or turn encryption off to save settings unencrypted.',
    unreadable:
      "The settings stored in this browser cannot be opened with this device's key. Save new settings to replace them, or delete all data on this device.",
    loading: 'Loading...',
    exportData: 'Export Data',
    deleteAllData: 'Delete All Data',
    selfHosting: "Want the family's data on your own hardware? Read the <a>self-hosting guide</a>.",
    // The settings
    encrypt: 'Encrypt data stored on this device',
    encryptHint: 'Off stores the settings as plain text in this browser.',
    keepHistory: 'Keep transaction history on this device',
    keepHistoryHint:
      'Off: family activity is loaded from your server when you look at it and kept in memory only.',
    purge: 'Delete old data on this device automatically',
    purgeHint:
      'For data about your family kept in this browser: deleted after the number of days below.',
    purgeDays: 'Delete after (days)',
    purgeDaysRange: 'From {{min}} to {{max}} days.',
    purgeDaysInvalid: 'Enter a whole number of days from {{min}} to {{max}}.',
    analytics: 'Allow anonymous usage analytics',
    analyticsHint:
      'The app contains no analytics and sends nothing to anyone; off keeps it that way.',
    todayNotice:
      'Today this browser keeps only these settings: the app writes no transaction history here, has no analytics and so has nothing to purge. Your choices are kept for the features that will read them.',
    saved: 'Settings saved on this device.',
    save: 'Save Settings',
    // Export
    nothingToExport:
      "There is nothing readable to export: the settings stored here cannot be opened with this device's key.",
    exportExplanation:
      "Downloads the privacy settings stored in this browser as a readable JSON file named by today's date. The encryption key is not in it: it cannot be read out of this device.",
    serverData:
      'The family\'s accounts, balances and history live on your server; back them up there (see "Back up" above).',
    download: 'Download',
    // Delete
    deleted: 'All data on this device was deleted. Reloading...',
    deleteQuestion: 'Delete everything this app keeps in this browser?',
    deleteEverything: 'Delete Everything',
    deleteExplanation:
      "Your privacy settings and this device's encryption key are deleted. The family's data on your server is not touched.",
    deleteFailed: 'The data could not be deleted. Close other tabs of the app and try again.',
  },
  de: {
    title: 'Datenschutz-Einstellungen auf diesem Gerät',
    intro:
      'Diese Einstellungen bleiben in diesem Browser und werden nie an den Server geschickt. Solange die Verschlüsselung an ist, werden sie mit AES-GCM unter einem Schlüssel versiegelt, der hier erzeugt wird und dieses Gerät nie verlässt.',
    noEncryption:
      'Verschlüsselung ist in diesem Browser nicht verfügbar ({{reason}}). Öffne die App über HTTPS, um sie zu nutzen, oder schalte die Verschlüsselung aus, um die Einstellungen unverschlüsselt zu speichern.',
    unreadable:
      'Die in diesem Browser gespeicherten Einstellungen lassen sich mit dem Schlüssel dieses Geräts nicht öffnen. Speichere neue Einstellungen, um sie zu ersetzen, oder lösche alle Daten auf diesem Gerät.',
    loading: 'Wird geladen...',
    exportData: 'Daten exportieren',
    deleteAllData: 'Alle Daten löschen',
    selfHosting:
      'Möchtest du die Daten der Familie auf deiner eigenen Hardware? Lies die <a>Anleitung zum Selbsthosten</a>.',
    encrypt: 'Auf diesem Gerät gespeicherte Daten verschlüsseln',
    encryptHint: 'Aus speichert die Einstellungen als Klartext in diesem Browser.',
    keepHistory: 'Buchungsverlauf auf diesem Gerät behalten',
    keepHistoryHint:
      'Aus: Die Aktivitäten der Familie werden beim Ansehen von deinem Server geladen und nur im Arbeitsspeicher gehalten.',
    purge: 'Alte Daten auf diesem Gerät automatisch löschen',
    purgeHint:
      'Für Daten über deine Familie in diesem Browser: gelöscht nach der Anzahl Tage unten.',
    purgeDays: 'Löschen nach (Tagen)',
    purgeDaysRange: 'Von {{min}} bis {{max}} Tagen.',
    purgeDaysInvalid: 'Gib eine ganze Zahl von Tagen zwischen {{min}} und {{max}} ein.',
    analytics: 'Anonyme Nutzungsstatistiken erlauben',
    analyticsHint:
      'Die App enthält keine Statistik und schickt niemandem etwas; Aus lässt es dabei.',
    todayNotice:
      'Derzeit speichert dieser Browser nur diese Einstellungen: Die App schreibt hier keinen Buchungsverlauf, hat keine Statistik und daher nichts zu löschen. Deine Auswahl bleibt für die Funktionen erhalten, die sie lesen werden.',
    saved: 'Einstellungen auf diesem Gerät gespeichert.',
    save: 'Einstellungen speichern',
    nothingToExport:
      'Es gibt nichts Lesbares zu exportieren: Die hier gespeicherten Einstellungen lassen sich mit dem Schlüssel dieses Geräts nicht öffnen.',
    exportExplanation:
      'Lädt die in diesem Browser gespeicherten Datenschutz-Einstellungen als lesbare JSON-Datei herunter, benannt nach dem heutigen Datum. Der Schlüssel ist nicht darin: Er lässt sich aus diesem Gerät nicht auslesen.',
    serverData:
      'Konten, Kontostände und Verlauf der Familie liegen auf deinem Server; sichere sie dort (siehe „Sichern“ oben).',
    download: 'Herunterladen',
    deleted: 'Alle Daten auf diesem Gerät wurden gelöscht. Wird neu geladen...',
    deleteQuestion: 'Alles löschen, was diese App in diesem Browser speichert?',
    deleteEverything: 'Alles löschen',
    deleteExplanation:
      'Deine Datenschutz-Einstellungen und der Schlüssel dieses Geräts werden gelöscht. Die Daten der Familie auf deinem Server bleiben unberührt.',
    deleteFailed:
      'Die Daten konnten nicht gelöscht werden. Schließe andere Tabs der App und versuche es noch einmal.',
  },
  es: {
    title: 'Ajustes de privacidad en este dispositivo',
    intro:
      'Estos ajustes se quedan en este navegador y nunca se envían al servidor. Mientras el cifrado está activado, se sellan con AES-GCM con una clave que se crea aquí y nunca sale de este dispositivo.',
    noEncryption:
      'El cifrado no está disponible en este navegador ({{reason}}). Abre la app por HTTPS para usarlo, o desactiva el cifrado para guardar los ajustes sin cifrar.',
    unreadable:
      'Los ajustes guardados en este navegador no se pueden abrir con la clave de este dispositivo. Guarda ajustes nuevos para reemplazarlos, o borra todos los datos de este dispositivo.',
    loading: 'Cargando...',
    exportData: 'Exportar datos',
    deleteAllData: 'Borrar todos los datos',
    selfHosting:
      '¿Quieres los datos de la familia en tu propio hardware? Lee la <a>guía de autoalojamiento</a>.',
    encrypt: 'Cifrar los datos guardados en este dispositivo',
    encryptHint: 'Desactivado guarda los ajustes como texto sin cifrar en este navegador.',
    keepHistory: 'Guardar el historial de movimientos en este dispositivo',
    keepHistoryHint:
      'Desactivado: la actividad de la familia se carga desde tu servidor cuando la miras y solo se guarda en memoria.',
    purge: 'Borrar automáticamente los datos antiguos de este dispositivo',
    purgeHint:
      'Para los datos de tu familia guardados en este navegador: se borran tras el número de días de abajo.',
    purgeDays: 'Borrar después de (días)',
    purgeDaysRange: 'De {{min}} a {{max}} días.',
    purgeDaysInvalid: 'Escribe un número entero de días de {{min}} a {{max}}.',
    analytics: 'Permitir estadísticas de uso anónimas',
    analyticsHint:
      'La app no contiene estadísticas y no envía nada a nadie; desactivado lo mantiene así.',
    todayNotice:
      'Hoy este navegador solo guarda estos ajustes: la app no escribe aquí ningún historial de movimientos, no tiene estadísticas y por tanto no hay nada que borrar. Tus elecciones se guardan para las funciones que las leerán.',
    saved: 'Ajustes guardados en este dispositivo.',
    save: 'Guardar ajustes',
    nothingToExport:
      'No hay nada legible que exportar: los ajustes guardados aquí no se pueden abrir con la clave de este dispositivo.',
    exportExplanation:
      'Descarga los ajustes de privacidad guardados en este navegador como un archivo JSON legible con la fecha de hoy en el nombre. La clave de cifrado no está en él: no se puede sacar de este dispositivo.',
    serverData:
      'Las cuentas, los saldos y el historial de la familia están en tu servidor; haz la copia de seguridad allí (consulta «Copia de seguridad» más arriba).',
    download: 'Descargar',
    deleted: 'Se borraron todos los datos de este dispositivo. Recargando...',
    deleteQuestion: '¿Borrar todo lo que esta app guarda en este navegador?',
    deleteEverything: 'Borrar todo',
    deleteExplanation:
      'Se borran tus ajustes de privacidad y la clave de cifrado de este dispositivo. Los datos de la familia en tu servidor no se tocan.',
    deleteFailed:
      'No se pudieron borrar los datos. Cierra las demás pestañas de la app e inténtalo de nuevo.',
  },
})
