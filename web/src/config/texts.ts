import { defineTexts } from '../lib/i18n'

/** The toasts only the browser shows (config/messages.ts), each "Title - Description". */
export const noticeTexts = defineTexts('notices', {
  en: {
    allowanceUpdated: 'Success - Allowance settings updated successfully',
    thresholdUpdated: 'Success - Spending threshold updated successfully',
    comingSoon: 'Coming Soon - Bitcoin lessons will be available soon!',
  },
  de: {
    allowanceUpdated: 'Gespeichert - Die Taschengeld-Einstellungen wurden aktualisiert',
    thresholdUpdated: 'Gespeichert - Das Ausgabelimit wurde aktualisiert',
    comingSoon: 'Bald verfügbar - Die Bitcoin-Lektionen kommen bald!',
  },
  es: {
    allowanceUpdated: 'Listo - La configuración de la paga se ha actualizado',
    thresholdUpdated: 'Listo - El límite de gasto se ha actualizado',
    comingSoon: 'Próximamente - ¡Las lecciones sobre Bitcoin llegarán pronto!',
  },
})
