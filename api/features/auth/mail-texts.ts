import { defineMailTexts } from '../../lib/mail-language.js'

/** The sign-in link and the welcome of a new family (auth.service.ts sendAccountLink). */
export const accountLinkTexts = defineMailTexts('account-link', {
  en: {
    welcomeSubject: 'Welcome to Family Bitcoin',
    signInSubject: 'Your Family Bitcoin sign-in link',
    readyLead: 'Your family account is ready. Open the link below to sign in.',
    // Where billing is on.
    readyWithTrialLead_one:
      'Your family account is ready and your {{count}}-day free trial has started. Open the link below to sign in.',
    readyWithTrialLead_other:
      'Your family account is ready and your {{count}}-day free trial has started. Open the link below to sign in.',
    signInLead: 'Open the link below to sign in to Family Bitcoin.',
    signInAction: 'Sign in',
  },
  de: {
    welcomeSubject: 'Willkommen bei Family Bitcoin',
    signInSubject: 'Dein Anmeldelink für Family Bitcoin',
    readyLead: 'Dein Familienkonto ist bereit. Öffne den Link unten, um dich anzumelden.',
    readyWithTrialLead_one:
      'Dein Familienkonto ist bereit und deine {{count}}-tägige kostenlose Testphase hat begonnen. Öffne den Link unten, um dich anzumelden.',
    readyWithTrialLead_other:
      'Dein Familienkonto ist bereit und deine {{count}}-tägige kostenlose Testphase hat begonnen. Öffne den Link unten, um dich anzumelden.',
    signInLead: 'Öffne den Link unten, um dich bei Family Bitcoin anzumelden.',
    signInAction: 'Anmelden',
  },
  es: {
    welcomeSubject: 'Te damos la bienvenida a Family Bitcoin',
    signInSubject: 'Tu enlace para iniciar sesión en Family Bitcoin',
    readyLead: 'Tu cuenta familiar está lista. Abre el enlace de abajo para iniciar sesión.',
    readyWithTrialLead_one:
      'Tu cuenta familiar está lista y tu prueba gratuita de {{count}} día ha empezado. Abre el enlace de abajo para iniciar sesión.',
    readyWithTrialLead_many:
      'Tu cuenta familiar está lista y tu prueba gratuita de {{count}} de días ha empezado. Abre el enlace de abajo para iniciar sesión.',
    readyWithTrialLead_other:
      'Tu cuenta familiar está lista y tu prueba gratuita de {{count}} días ha empezado. Abre el enlace de abajo para iniciar sesión.',
    signInLead: 'Abre el enlace de abajo para iniciar sesión en Family Bitcoin.',
    signInAction: 'Iniciar sesión',
  },
})
