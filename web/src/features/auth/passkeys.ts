import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser'
import { useState } from 'react'
import useSWR from 'swr'
import { call, errorMessage, type Reply } from '../../lib/api-client'
import { textsNow } from '../../lib/i18n'
import { passkeySupport } from './passkey-support'
import { authTexts } from './texts'

export const PASSKEYS_KEY = '/api/auth/passkeys'

/** passkeySupport for the page the app runs in. */
export function passkeySupportHere() {
  return passkeySupport({
    isSecureContext: window.isSecureContext,
    hostname: window.location.hostname,
    hasWebAuthn: browserSupportsWebAuthn(),
  })
}

/** The member's passkeys; asked for only once the list is shown (not a dashboard first read). */
export function usePasskeys(isShown: boolean) {
  return useSWR<Reply<'GET /api/auth/passkeys'>>(isShown ? PASSKEYS_KEY : null)
}

/**
 * Makes a passkey for the signed-in member on this device: the server's options, the
 * browser's own prompt (PIN, fingerprint, face), then the server checks and keeps it.
 * @throws WebAuthnError when the person cancels or the device cannot; ApiError when the
 * server refuses the answer.
 */
export async function addPasskey(name: string) {
  const options = await call('POST /api/auth/passkeys/registration-options')
  // The reply schema keeps WebAuthn's enumerations as strings, as the server's library
  // produced them; the browser's library names their values and checks them itself.
  const response = await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  })
  return call('POST /api/auth/passkeys', {
    body: { response, ...(name.trim() ? { name: name.trim() } : {}) },
  })
}

export function removePasskey(id: number) {
  return call('DELETE /api/auth/passkeys/:id', { params: { id } })
}

/**
 * Signs in with any passkey this device holds for this address: the browser lets the
 * person choose. Sets the session cookie.
 * @throws ApiError 401 (passkey-refused) when the server does not accept it.
 */
export async function signInWithPasskey() {
  const options = await call('POST /api/auth/passkeys/sign-in-options')
  const response = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
  })
  return call('POST /api/auth/passkeys/sign-in', { body: { response } })
}

/** What to tell the person when the browser's passkey prompt ended without a passkey. */
export function passkeyProblem(error: unknown, fallback: string): string | undefined {
  if (!(error instanceof WebAuthnError)) return undefined
  const t = textsNow(authTexts)
  switch (error.code) {
    case 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED':
      return t('alreadyRegistered')
    case 'ERROR_CEREMONY_ABORTED':
      return t('promptClosed')
    default:
      // NotAllowedError: cancelled or timed out, in every browser's words.
      return error.name === 'NotAllowedError' ? t('promptCancelled') : fallback
  }
}

/**
 * One passkey action at a time, with its outcome as a sentence. Not useApiMutation: its
 * retry would open the browser's passkey prompt again after the person cancelled it, and
 * a refused sign-in (401) must stay on this screen, not go to /api/login.
 */
export function usePasskeyAction<TArgs extends unknown[], TResult>(
  action: (...args: TArgs) => Promise<TResult>,
  failure: string,
) {
  const [isBusy, setIsBusy] = useState(false)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const run = async (...args: TArgs): Promise<TResult | undefined> => {
    setIsBusy(true)
    setProblem(undefined)
    try {
      return await action(...args)
    } catch (error) {
      setProblem(passkeyProblem(error, failure) ?? errorMessage(error, failure))
      return undefined
    } finally {
      setIsBusy(false)
    }
  }
  return { run, isBusy, problem }
}
