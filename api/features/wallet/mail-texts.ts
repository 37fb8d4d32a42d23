import { defineMailTexts } from '../../lib/mail-language.js'

/**
 * The parents' alert about a deposit that left the chain (deposit-reversals.ts
 * alertParents). Amounts come in written out: "0.00100000 BTC".
 */
export const depositReversalTexts = defineMailTexts('deposit-reversal', {
  en: {
    subject: 'Bitcoin deposit to {{name}} reversed',
    happened:
      "A payment of {{amount}} to {{name}}'s Bitcoin address {{address}} is no longer confirmed on the blockchain (transaction {{txid}}): its block was replaced in a chain reorganisation, or a conflicting transaction took its place.",
    takenBack: "It had been added to {{name}}'s savings, so {{amount}} was taken back out.",
    partlyOwed:
      "It had been added to {{name}}'s savings, and {{name}} has already spent part of it: {{reversed}} was taken back out, and the remaining {{owed}} is owed. It is taken from {{name}}'s savings as money arrives there.",
    creditedAgain:
      "If the payment confirms again, it is credited again automatically. The reversal is in {{name}}'s activity and on the Bitcoin Wallet card: {{dashboard}}",
  },
  de: {
    subject: 'Bitcoin-Einzahlung an {{name}} rückgängig gemacht',
    happened:
      'Eine Zahlung über {{amount}} an die Bitcoin-Adresse {{address}} von {{name}} ist in der Blockchain nicht mehr bestätigt (Transaktion {{txid}}): Ihr Block wurde bei einer Reorganisation der Kette ersetzt, oder eine konkurrierende Transaktion hat ihren Platz eingenommen.',
    takenBack:
      'Sie war dem Ersparten von {{name}} gutgeschrieben worden, deshalb wurden {{amount}} wieder abgezogen.',
    partlyOwed:
      'Sie war dem Ersparten von {{name}} gutgeschrieben worden, und {{name}} hat schon einen Teil davon ausgegeben: {{reversed}} wurden wieder abgezogen, die restlichen {{owed}} sind noch offen. Sie werden vom Ersparten von {{name}} abgezogen, sobald dort Geld eingeht.',
    creditedAgain:
      'Wird die Zahlung wieder bestätigt, wird sie automatisch erneut gutgeschrieben. Die Rückbuchung steht in den Aktivitäten von {{name}} und auf der Bitcoin-Wallet-Karte: {{dashboard}}',
  },
  es: {
    subject: 'Depósito de bitcoin a {{name}} revertido',
    happened:
      'Un pago de {{amount}} a la dirección de Bitcoin {{address}} de {{name}} ya no está confirmado en la blockchain (transacción {{txid}}): su bloque fue sustituido en una reorganización de la cadena, o una transacción en conflicto ocupó su lugar.',
    takenBack: 'Se había añadido a los ahorros de {{name}}, así que se han retirado {{amount}}.',
    partlyOwed:
      'Se había añadido a los ahorros de {{name}}, y {{name}} ya ha gastado una parte: se han retirado {{reversed}} y se deben los {{owed}} restantes. Se irán descontando de los ahorros de {{name}} a medida que llegue dinero.',
    creditedAgain:
      'Si el pago se vuelve a confirmar, se abonará de nuevo automáticamente. La reversión aparece en la actividad de {{name}} y en la tarjeta de la cartera de Bitcoin: {{dashboard}}',
  },
})
