import type {
  MailSettingsReply,
  MailTlsMode,
} from '@api/features/mail-settings/mail-settings.schemas'
import { type FormEvent, useState } from 'react'
import { useSWRConfig } from 'swr'
import { BusyButton } from '../../../components/busy-button'
import { FormField } from '../../../components/form-field'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { type TextFunction, useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import {
  MAIL_SETTINGS_KEY,
  removeMailSettings,
  saveMailSettings,
  sendTestMail,
  useMailSettings,
} from '../api'
import { adminTexts } from '../texts'

const TLS_MODES = [
  { value: 'starttls', label: 'tlsStarttls', port: 587 },
  { value: 'tls', label: 'tlsTls', port: 465 },
  { value: 'none', label: 'tlsNone', port: 25 },
] as const satisfies ReadonlyArray<{ value: MailTlsMode; label: string; port: number }>

type AdminText = TextFunction<typeof adminTexts.en>

/**
 * Admin, Mail: the mail server sign-in links, invitations and reminders go through. On a
 * node whose owner cannot set SMTP_URL, this is the only way to stop reading links in
 * the server log. SMTP_URL, when set, wins: the screen then only shows it.
 */
export function MailSettingsTab() {
  const t = useTexts(adminTexts)
  const { data, error, isLoading } = useMailSettings()
  if (isLoading) return <p aria-busy="true">{t('loadingMail')}</p>
  if (error !== undefined) return <p role="alert">{errorMessage(error, t('mailFailed'))}</p>
  if (!data) return null
  return (
    <>
      <h2>{t('mail')}</h2>
      <p>{data.source === 'none' ? t('mailIntroNone') : t('mailIntro')}</p>
      {data.source === 'environment' ? (
        <EnvironmentMailServer settings={data} t={t} />
      ) : (
        <MailServerForm saved={data} />
      )}
      <TestMail isConfigured={data.source !== 'none'} />
    </>
  )
}

function EnvironmentMailServer({ settings, t }: { settings: MailSettingsReply; t: AdminText }) {
  return (
    <>
      <p>{t('mailFromEnvironment')}</p>
      <dl className="env-list">
        <dt>{t('mailServer')}</dt>
        <dd>
          {settings.host}:{settings.port}
        </dd>
        <dt>{t('userName')}</dt>
        <dd>{settings.username ?? t('noneWord')}</dd>
        <dt>{t('password')}</dt>
        <dd>{settings.hasPassword ? t('setWord') : t('noneWord')}</dd>
        <dt>{t('sender')}</dt>
        <dd>{settings.sender}</dd>
      </dl>
    </>
  )
}

type Field = 'host' | 'port' | 'tlsMode' | 'username' | 'password' | 'sender'

function MailServerForm({ saved }: { saved: MailSettingsReply }) {
  const t = useTexts(adminTexts)
  const { mutate } = useSWRConfig()
  const [host, setHost] = useState(saved.host ?? '')
  const [tlsMode, setTlsMode] = useState<MailTlsMode>(saved.tlsMode ?? 'starttls')
  const [port, setPort] = useState(String(saved.port ?? 587))
  const [username, setUsername] = useState(saved.username ?? '')
  const [password, setPassword] = useState('')
  const [sender, setSender] = useState(saved.sender ?? '')
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null)
  const errorOf = (field: Field) => (problem?.field === field ? problem.message : undefined)

  const afterChange = async (reply: MailSettingsReply) => {
    setPassword('')
    await mutate(MAIL_SETTINGS_KEY, reply, { revalidate: false })
  }
  const save = useApiMutation(saveMailSettings, {
    onSuccess: async (reply) => {
      toast({
        title: t('mailSaved'),
        description: t('mailSavedDescription', { host: reply.host ?? '' }),
      })
      await afterChange(reply)
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.field) {
        setProblem({ field: error.field as Field, message: errorMessage(error, '') })
        return
      }
      notifyFailure(error, { title: t('mailNotSaved') })
    },
  })
  const remove = useApiMutation(removeMailSettings, {
    onSuccess: async (reply) => {
      toast({ title: t('mailRemoved'), description: t('mailRemovedDescription') })
      await afterChange(reply)
    },
    onError: (error) => notifyFailure(error, { title: t('mailNotRemoved') }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setProblem(null)
    void save.trigger({
      host: host.trim(),
      // Not a whole number: the server names the field (JSON carries NaN as null).
      port: Number(port),
      tlsMode,
      username: username.trim(),
      ...(password !== '' ? { password } : {}),
      sender: sender.trim(),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('mailServer')}>
      <FormField label={t('mailServer')} error={errorOf('host')} hint={t('mailServerHint')}>
        {(control) => (
          <input
            {...control}
            name="host"
            autoComplete="off"
            value={host}
            onChange={(event) => setHost(event.target.value)}
          />
        )}
      </FormField>
      <div className="grid">
        <FormField label={t('security')} error={errorOf('tlsMode')}>
          {(control) => (
            <select
              {...control}
              name="tlsMode"
              value={tlsMode}
              onChange={(event) => {
                const next = TLS_MODES.find((mode) => mode.value === event.target.value)
                if (!next) return
                // The usual port follows the choice unless another one was typed.
                if (TLS_MODES.some((mode) => String(mode.port) === port)) setPort(String(next.port))
                setTlsMode(next.value)
              }}
            >
              {TLS_MODES.map((mode) => (
                <option key={mode.value} value={mode.value}>
                  {t(mode.label)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('port')} error={errorOf('port')}>
          {(control) => (
            <input
              {...control}
              name="port"
              inputMode="numeric"
              value={port}
              onChange={(event) => setPort(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="grid">
        <FormField label={t('userName')} error={errorOf('username')} hint={t('userNameHint')}>
          {(control) => (
            <input
              {...control}
              name="username"
              autoComplete="off"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('password')}
          error={errorOf('password')}
          hint={saved.hasPassword ? t('passwordSaved') : t('passwordKept')}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label={t('sender')} error={errorOf('sender')} hint={t('senderHint')}>
        {(control) => (
          <input
            {...control}
            name="sender"
            autoComplete="off"
            value={sender}
            onChange={(event) => setSender(event.target.value)}
          />
        )}
      </FormField>
      <div className="button-row">
        <BusyButton type="submit" isBusy={save.isMutating}>
          {t('saveMail')}
        </BusyButton>
        {saved.source === 'settings' && (
          <BusyButton
            type="button"
            className="secondary outline"
            isBusy={remove.isMutating}
            onClick={() => void remove.trigger(undefined)}
          >
            {t('removeMail')}
          </BusyButton>
        )}
      </div>
    </form>
  )
}

/** The test mail's outcome stays on the screen: the mail server's error may be long. */
function TestMail({ isConfigured }: { isConfigured: boolean }) {
  const t = useTexts(adminTexts)
  const [outcome, setOutcome] = useState<{ isSent: boolean; text: string } | null>(null)
  const test = useApiMutation(sendTestMail, {
    onSuccess: (reply) => setOutcome({ isSent: true, text: reply.message }),
    onError: (error) =>
      setOutcome({ isSent: false, text: errorMessage(error, t('testMailFailed')) }),
  })
  return (
    <section aria-label={t('testMail')}>
      <p>
        <BusyButton
          type="button"
          className="secondary"
          isBusy={test.isMutating}
          isDisabled={!isConfigured}
          onClick={() => {
            setOutcome(null)
            void test.trigger(undefined)
          }}
        >
          {t('sendTestMail')}
        </BusyButton>{' '}
        <small>{isConfigured ? t('testMailHint') : t('saveServerFirst')}</small>
      </p>
      {outcome && <p role={outcome.isSent ? 'status' : 'alert'}>{outcome.text}</p>}
    </section>
  )
}
