import { defineMailTexts } from '../../lib/mail-language.js'

/*
 * The account holder's notices about the family's Lightning wallet. Amounts come in
 * written out for the recipient's language: "0.00002100 BTC (2,100 sats)".
 */

/** An automatic payout that paid nothing (auto-payout-failure.ts). */
export const autoPayoutFailureTexts = defineMailTexts('auto-payout-failure', {
  en: {
    subject: 'Automatic payout to {{name}} failed',
    failed:
      "The automatic payout of {{amount}} to {{name}}'s Lightning address after the weekly allowance did not go through: {{reason}}",
    nothingPaid:
      'Nothing was paid: the money stays in {{name}}\'s spending balance. You can pay it out with "Pay out" on {{name}}\'s card, or change the automatic payout at {{settings}}',
  },
  de: {
    subject: 'Automatische Auszahlung an {{name}} fehlgeschlagen',
    failed:
      'Die automatische Auszahlung von {{amount}} an die Lightning-Adresse von {{name}} nach dem wöchentlichen Taschengeld ist nicht durchgegangen: {{reason}}',
    nothingPaid:
      'Es wurde nichts gezahlt: Das Geld bleibt im Ausgabeguthaben von {{name}}. Du kannst es mit „Auszahlen“ auf der Karte von {{name}} auszahlen oder die automatische Auszahlung hier ändern: {{settings}}',
  },
  es: {
    subject: 'Ha fallado el pago automático a {{name}}',
    failed:
      'El pago automático de {{amount}} a la dirección Lightning de {{name}} tras la paga semanal no se ha completado: {{reason}}',
    nothingPaid:
      'No se ha pagado nada: el dinero sigue en el saldo para gastar de {{name}}. Puedes pagarlo con «Pagar» en la tarjeta de {{name}} o cambiar el pago automático en {{settings}}',
  },
})

/** One payment that took a large share of a child's spending balance (spending-alert.service.ts). */
export const spendingAlertTexts = defineMailTexts('spending-alert', {
  en: {
    subject: 'Spending alert: {{name}}',
    paid: '{{name}} paid {{cost}} over Lightning, more than {{percent}}% of their spending balance of {{balance}}.',
    paidFor:
      '{{name}} paid {{cost}} over Lightning ({{description}}), more than {{percent}}% of their spending balance of {{balance}}.',
    why: 'You get this e-mail because spending alerts are on in the Balance Sync settings.',
  },
  de: {
    subject: 'Ausgabenwarnung: {{name}}',
    paid: '{{name}} hat {{cost}} über Lightning bezahlt, mehr als {{percent}} % des Ausgabeguthabens von {{balance}}.',
    paidFor:
      '{{name}} hat {{cost}} über Lightning bezahlt ({{description}}), mehr als {{percent}} % des Ausgabeguthabens von {{balance}}.',
    why: 'Du bekommst diese E-Mail, weil Ausgabenwarnungen in den Einstellungen zum Kontoabgleich eingeschaltet sind.',
  },
  es: {
    subject: 'Alerta de gasto: {{name}}',
    paid: '{{name}} ha pagado {{cost}} por Lightning, más del {{percent}} % de su saldo para gastar de {{balance}}.',
    paidFor:
      '{{name}} ha pagado {{cost}} por Lightning ({{description}}), más del {{percent}} % de su saldo para gastar de {{balance}}.',
    why: 'Recibes este correo porque las alertas de gasto están activadas en los ajustes de sincronización de saldos.',
  },
})

/** The reminder to reconcile, as often as the family chose (sync-preferences.service.ts). */
export const syncReminderTexts = defineMailTexts('sync-reminder', {
  en: {
    subject: 'Time to reconcile your family balances',
    reminder:
      'This is your reminder to check that the balances in Family Bitcoin match your wallets.',
    open: 'Open {{url}} to review them, or change how often you get this e-mail.',
  },
  de: {
    subject: 'Zeit, die Kontostände deiner Familie abzugleichen',
    reminder:
      'Hier ist deine Erinnerung, zu prüfen, ob die Kontostände in Family Bitcoin zu deinen Wallets passen.',
    open: 'Öffne {{url}}, um sie zu prüfen oder einzustellen, wie oft du diese E-Mail bekommst.',
  },
  es: {
    subject: 'Es hora de conciliar los saldos de tu familia',
    reminder:
      'Este es tu recordatorio para comprobar que los saldos de Family Bitcoin coinciden con tus carteras.',
    open: 'Abre {{url}} para revisarlos o cambiar con qué frecuencia recibes este correo.',
  },
})
