import { defineMailTexts } from '../../lib/mail-language.js'

/** The spouse's invitation (family.service.ts sendSpouseLink), in the inviter's language. */
export const spouseInvitationTexts = defineMailTexts('spouse-invitation', {
  en: {
    subject: 'You are invited to join your family on Family Bitcoin',
    lead: "{{inviter}} invited you to help manage your family's Bitcoin allowances and goals.",
    action: 'Accept the invitation',
  },
  de: {
    subject: 'Du bist eingeladen, deiner Familie bei Family Bitcoin beizutreten',
    lead: '{{inviter}} hat dich eingeladen, das Bitcoin-Taschengeld und die Sparziele deiner Familie mitzuverwalten.',
    action: 'Einladung annehmen',
  },
  es: {
    subject: 'Te han invitado a unirte a tu familia en Family Bitcoin',
    lead: '{{inviter}} te ha invitado a ayudar a gestionar las pagas en bitcoin y las metas de tu familia.',
    action: 'Aceptar la invitación',
  },
})
