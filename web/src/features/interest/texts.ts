import { defineTexts } from '../../lib/i18n'

export const interestTexts = defineTexts('interest', {
  en: {
    childCardTitle: 'Interest This Month',
    childCardIntro:
      'Your savings earn {{rate}}% a year on the lowest balance you keep all month. Keep it high to earn more!',
    lowestInMonth: 'Lowest savings in {{month}}',
    soFar: 'Interest so far',
    atMonthEnd: 'At the end of {{month}}',
    ifSavingsStay: 'if your savings stay this high',
    paidFor: 'Paid for {{month}}',
  },
  de: {
    childCardTitle: 'Zinsen in diesem Monat',
    childCardIntro:
      'Deine Ersparnisse bringen {{rate}} % im Jahr auf den niedrigsten Stand, den du den ganzen Monat hältst. Halte ihn hoch, um mehr zu verdienen!',
    lowestInMonth: 'Niedrigster Sparstand im {{month}}',
    soFar: 'Zinsen bisher',
    atMonthEnd: 'Ende {{month}}',
    ifSavingsStay: 'wenn deine Ersparnisse so hoch bleiben',
    paidFor: 'Gezahlt für {{month}}',
  },
  es: {
    childCardTitle: 'Intereses de este mes',
    childCardIntro:
      'Tus ahorros ganan un {{rate}} % al año sobre el saldo más bajo que mantengas durante todo el mes. ¡Mantenlo alto para ganar más!',
    lowestInMonth: 'Ahorro más bajo en {{month}}',
    soFar: 'Intereses hasta ahora',
    atMonthEnd: 'A finales de {{month}}',
    ifSavingsStay: 'si tus ahorros se mantienen así',
    paidFor: 'Pagado por {{month}}',
  },
})
