import {
  LEDGER_DESCRIPTION_ADDITIONS,
  LEDGER_DESCRIPTIONS,
} from '@api/contracts/ledger-descriptions'
import { defineTexts } from '../i18n'

/**
 * The ledger sentences the server writes (api/contracts/ledger-descriptions.ts) in German
 * and Spanish, keyed like the contract. English is the contract's own template, the text
 * stored in `transactions.description`; lib/ledger-descriptions.ts reads a stored
 * sentence back into its template and values and shows the language's.
 */
export const ledgerDescriptionsTexts = defineTexts('ledgerDescriptions', {
  en: { ...LEDGER_DESCRIPTIONS, ...LEDGER_DESCRIPTION_ADDITIONS },
  de: {
    weeklyAllowance: 'Wöchentliches Taschengeld',
    contributionAllowance: 'Aus dem Taschengeld',
    contributionBonus: 'Bonus',
    contributionSavings: 'Aus den Ersparnissen',
    contributionChores: 'Verdienst aus Aufgaben',
    contributionGift: 'Geldgeschenk',
    savingsBalanceSet: 'Ersparnisse auf {{amount}} BTC gesetzt',
    spendingBalanceSet: 'Ausgabegeld auf {{amount}} BTC gesetzt',
    chore: 'Aufgabe: {{title}}',
    savingsToGoal: '{{percent}} % der Ersparnisse für {{goal}}',
    allowanceToGoal: '{{percent}} % des wöchentlichen Taschengelds für {{goal}}',
    goalDeletedToSavings: '{{goal}} gelöscht: zurück zu den Ersparnissen',
    goalDeletedToParents: '{{goal}} gelöscht: an die Eltern zurückgegeben',
    goalDeletedToGivers:
      '{{goal}} gelöscht: im Namen von {{child}} geschenkt, an die Schenkenden zurückgegeben',
    interest:
      'Zinsen für {{month}}: {{rate}} % im Jahr auf den niedrigsten Sparstand, {{amount}} BTC',
    depositReceived: 'Bitcoin on-chain empfangen ({{outpoint}})',
    depositConfirmedAgain: 'Bitcoin on-chain empfangen, erneut bestätigt ({{outpoint}})',
    depositLeft: 'On-chain-Einzahlung ist aus der Blockchain verschwunden ({{outpoint}})',
    depositOwed:
      'Geschuldet für eine On-chain-Einzahlung, die aus der Blockchain verschwunden ist ({{outpoint}})',
    bitcoinSend: 'Bitcoin gesendet an {{destination}}',
    sendCancelled: 'Senden an {{destination}} abgebrochen',
    automaticPayout: 'Automatische Auszahlung an {{address}}',
    payout: 'Auszahlung an {{address}}',
    lightningReceived: 'Lightning-Zahlung empfangen: {{description}}',
    lightningPayment: 'Lightning-Zahlung: {{description}}',
    lightningPaymentPlain: 'Lightning-Zahlung',
    routingFee: 'Routing-Gebühr einer Lightning-Zahlung: {{description}}',
    routingFeePlain: 'Routing-Gebühr einer Lightning-Zahlung',
    aboveSpendingLimit:
      'Über der Ausgabegrenze von {{amountWithSats}}: in die Ersparnisse verschoben',
    savingsWithdrawal: 'Abhebung von den Ersparnissen: {{reason}}',
    movedToSpending: 'Von den Ersparnissen zum Ausgabegeld umgebucht',
    walletPayment: 'Zahlung mit {{wallet}}',
    walletPaymentUndated: 'Zahlung mit {{wallet}} ({{date}})',
    alreadySpentOwed: '; {{amount}} BTC schon ausgegeben und geschuldet',
    stillOwed: '; {{amount}} BTC noch geschuldet',
    notCovered: '; {{amountWithSats}} nicht vom Ausgabegeld gedeckt',
  },
  es: {
    weeklyAllowance: 'Asignación semanal',
    contributionAllowance: 'De la asignación',
    contributionBonus: 'Bonificación',
    contributionSavings: 'De los ahorros',
    contributionChores: 'Ganado con tareas',
    contributionGift: 'Dinero regalado',
    savingsBalanceSet: 'Ahorros fijados en {{amount}} BTC',
    spendingBalanceSet: 'Dinero para gastar fijado en {{amount}} BTC',
    chore: 'Tarea: {{title}}',
    savingsToGoal: '{{percent}} % de los ahorros para {{goal}}',
    allowanceToGoal: '{{percent}} % de la asignación semanal para {{goal}}',
    goalDeletedToSavings: 'Se eliminó {{goal}}: el dinero vuelve a los ahorros',
    goalDeletedToParents: 'Se eliminó {{goal}}: se devolvió a los padres',
    goalDeletedToGivers:
      'Se eliminó {{goal}}: dado en nombre de {{child}}, se devolvió a quienes lo dieron',
    interest:
      'Intereses de {{month}}: {{rate}} % al año sobre los ahorros más bajos, {{amount}} BTC',
    depositReceived: 'Bitcoin recibido on-chain ({{outpoint}})',
    depositConfirmedAgain: 'Bitcoin recibido on-chain, confirmado de nuevo ({{outpoint}})',
    depositLeft: 'Un depósito on-chain salió de la blockchain ({{outpoint}})',
    depositOwed: 'Adeudado por un depósito on-chain que salió de la blockchain ({{outpoint}})',
    bitcoinSend: 'Envío de Bitcoin a {{destination}}',
    sendCancelled: 'Envío cancelado a {{destination}}',
    automaticPayout: 'Pago automático a {{address}}',
    payout: 'Pago a {{address}}',
    lightningReceived: 'Pago Lightning recibido: {{description}}',
    lightningPayment: 'Pago Lightning: {{description}}',
    lightningPaymentPlain: 'Pago Lightning',
    routingFee: 'Comisión de enrutamiento de un pago Lightning: {{description}}',
    routingFeePlain: 'Comisión de enrutamiento de un pago Lightning',
    aboveSpendingLimit:
      'Por encima del límite de gasto de {{amountWithSats}}: pasado a los ahorros',
    savingsWithdrawal: 'Retiro de ahorros: {{reason}}',
    movedToSpending: 'Pasado de los ahorros al dinero para gastar',
    walletPayment: 'Pago con {{wallet}}',
    walletPaymentUndated: 'Pago con {{wallet}} ({{date}})',
    alreadySpentOwed: '; se deben {{amount}} BTC ya gastados',
    stillOwed: '; {{amount}} BTC aún adeudados',
    notCovered: '; {{amountWithSats}} no cubiertos por el dinero para gastar',
  },
})
