import { defineTexts } from '../../lib/i18n'

export const familyDataTexts = defineTexts('family-data', {
  en: {
    title: "Your Family's Data",
    intro:
      'Download everything this server keeps about your family (children, activity, requests, goals and settings) as one JSON file.',
    download: 'Download Family Data',
    downloadFailedTitle: 'Download failed',
    downloadFailed: 'The family data could not be downloaded',
    deleteFamily: 'Delete Family From Server',
    deleteQuestion: 'Delete your family and all its data from this server? This cannot be undone.',
    deleteEverything: 'Delete Everything',
    typeToConfirm: 'Type {{word}} to confirm',
    deleteFailedTitle: 'Delete failed',
    deleteFailed: 'The family could not be deleted',
  },
  de: {
    title: 'Die Daten deiner Familie',
    intro:
      'Lade alles, was dieser Server über deine Familie speichert (Kinder, Aktivitäten, Anfragen, Ziele und Einstellungen), als eine JSON-Datei herunter.',
    download: 'Familiendaten herunterladen',
    downloadFailedTitle: 'Download fehlgeschlagen',
    downloadFailed: 'Die Familiendaten konnten nicht heruntergeladen werden',
    deleteFamily: 'Familie vom Server löschen',
    deleteQuestion:
      'Deine Familie und alle ihre Daten von diesem Server löschen? Das lässt sich nicht rückgängig machen.',
    deleteEverything: 'Alles löschen',
    typeToConfirm: 'Gib zur Bestätigung {{word}} ein',
    deleteFailedTitle: 'Löschen fehlgeschlagen',
    deleteFailed: 'Die Familie konnte nicht gelöscht werden',
  },
  es: {
    title: 'Los datos de tu familia',
    intro:
      'Descarga todo lo que este servidor guarda sobre tu familia (hijos, actividad, solicitudes, metas y ajustes) en un solo archivo JSON.',
    download: 'Descargar los datos de la familia',
    downloadFailedTitle: 'No se pudo descargar',
    downloadFailed: 'No se pudieron descargar los datos de la familia',
    deleteFamily: 'Borrar la familia del servidor',
    deleteQuestion: '¿Borrar tu familia y todos sus datos de este servidor? No se puede deshacer.',
    deleteEverything: 'Borrar todo',
    typeToConfirm: 'Escribe {{word}} para confirmar',
    deleteFailedTitle: 'No se pudo borrar',
    deleteFailed: 'No se pudo borrar la familia',
  },
})
