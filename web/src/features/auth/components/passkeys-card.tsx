import { type FormEvent, useId, useState } from 'react'
import { useSWRConfig } from 'swr'
import { BusyButton } from '../../../components/busy-button'
import { FormField } from '../../../components/form-field'
import { errorMessage } from '../../../lib/api-client'
import { currentLanguage, useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import {
  addPasskey,
  PASSKEYS_KEY,
  passkeySupportHere,
  removePasskey,
  usePasskeyAction,
  usePasskeys,
} from '../passkeys'
import { authTexts } from '../texts'

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage())

/**
 * The member's passkeys on the dashboard: add one for this device where the page can
 * (HTTPS or localhost), or read why not; list and remove them. The list is asked for
 * only when shown, so the dashboard's first screen reads nothing more.
 */
export function PasskeysCard() {
  const headingId = useId()
  const t = useTexts(authTexts)
  const { mutate } = useSWRConfig()
  const support = passkeySupportHere()
  const [name, setName] = useState('')
  const [isListShown, setIsListShown] = useState(false)
  const add = usePasskeyAction(addPasskey, t('passkeyNotAdded'))

  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const added = await add.run(name)
    if (!added) return
    toast({ title: t('passkeyAdded'), description: t('nextTimeNamed', { name: added.name }) })
    setName('')
    setIsListShown(true)
    await mutate(PASSKEYS_KEY)
  }

  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{t('passkeys')}</h3>
      </header>
      {support.isOffered ? (
        <>
          <p>{t('passkeysIntro', { hostname: window.location.hostname })}</p>
          <form onSubmit={(event) => void onAdd(event)} noValidate aria-label={t('addPasskeyForm')}>
            <FormField label={t('passkeyName')} hint={t('passkeyNameHint')}>
              {(control) => (
                <input
                  {...control}
                  name="passkeyName"
                  maxLength={60}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              )}
            </FormField>
            <BusyButton type="submit" isBusy={add.isBusy}>
              {t('addPasskey')}
            </BusyButton>
          </form>
          {add.problem && <p role="alert">{add.problem}</p>}
        </>
      ) : (
        <p>{support.reason}</p>
      )}
      <p>
        <button
          type="button"
          className="secondary outline"
          aria-expanded={isListShown}
          onClick={() => setIsListShown(!isListShown)}
        >
          {isListShown ? t('hidePasskeys') : t('showPasskeys')}
        </button>
      </p>
      {isListShown && <PasskeyList />}
    </article>
  )
}

function PasskeyList() {
  const t = useTexts(authTexts)
  const { data, error, isLoading, mutate } = usePasskeys(true)
  const remove = usePasskeyAction(removePasskey, t('passkeyNotRemoved'))
  if (isLoading) return <p aria-busy="true">{t('loadingPasskeys')}</p>
  if (error !== undefined) return <p role="alert">{errorMessage(error, t('passkeysNotLoaded'))}</p>
  if (!data) return null
  if (data.length === 0) return <p>{t('noPasskeys')}</p>
  return (
    <>
      <table aria-label={t('myPasskeys')}>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('worksAt')}</th>
            <th scope="col">{t('added')}</th>
            <th scope="col">{t('lastUsed')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((passkey) => (
            <tr key={passkey.id}>
              <td>{passkey.name}</td>
              <td>{passkey.rpId}</td>
              <td>{dateOf(passkey.createdAt)}</td>
              <td>{passkey.lastUsedAt ? dateOf(passkey.lastUsedAt) : t('never')}</td>
              <td>
                <BusyButton
                  type="button"
                  className="secondary outline"
                  isBusy={remove.isBusy}
                  aria-label={t('removeNamed', { name: passkey.name })}
                  onClick={async () => {
                    if (await remove.run(passkey.id)) await mutate()
                  }}
                >
                  {t('remove')}
                </BusyButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {remove.problem && <p role="alert">{remove.problem}</p>}
      <p>
        <small>{t('removeNote')}</small>
      </p>
    </>
  )
}
