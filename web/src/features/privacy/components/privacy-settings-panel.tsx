import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { ConfirmStep } from '../../../components/confirm-step'
import { ModalDialog } from '../../../components/modal-dialog'
import { paths } from '../../../config/paths'
import { DeviceCryptoError } from '../../../lib/device-crypto'
import { loadOrCreateDeviceKey } from '../../../lib/device-key'
import { downloadFile } from '../../../lib/download-file'
import { RichText, useTexts } from '../../../lib/i18n'
import {
  deleteAllDeviceData,
  deviceDataExport,
  exportFileName,
  RELOAD_AFTER_DELETE_MS,
} from '../device-data'
import {
  DEFAULT_PRIVACY_SETTINGS,
  isValidPurgeDays,
  loadPrivacySettings,
  type PrivacySettings,
  PURGE_DAYS_MAX,
  PURGE_DAYS_MIN,
  savePrivacySettings,
} from '../privacy-settings'
import { privacyTexts } from '../texts'

type Opened =
  | { phase: 'ready'; saved: PrivacySettings }
  /** Sealed settings the device key cannot open (the spec's error text). */
  | { phase: 'unreadable'; problem: string; defaults: PrivacySettings }

type Loaded = { phase: 'loading' } | Opened

interface DeviceKey {
  key: CryptoKey | undefined
  /** Why encryption is unavailable in this browser, when it is. */
  problem: string | undefined
}

async function openDevice(): Promise<{ device: DeviceKey; loaded: Opened }> {
  let device: DeviceKey
  try {
    device = { key: await loadOrCreateDeviceKey(), problem: undefined }
  } catch (error) {
    device = { key: undefined, problem: error instanceof Error ? error.message : String(error) }
  }
  try {
    return { device, loaded: { phase: 'ready', saved: await loadPrivacySettings(device.key) } }
  } catch (error) {
    if (!(error instanceof DeviceCryptoError)) throw error
    return {
      device,
      loaded: {
        phase: 'unreadable',
        problem: error.message,
        defaults: { ...DEFAULT_PRIVACY_SETTINGS },
      },
    }
  }
}

/**
 * The spec's local privacy settings with the export and delete dialogs. Everything here
 * stays in this browser: nothing is sent to the server.
 */
export function PrivacySettingsPanel() {
  const headingId = useId()
  const t = useTexts(privacyTexts)
  const [device, setDevice] = useState<DeviceKey>({ key: undefined, problem: undefined })
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' })
  const [draft, setDraft] = useState<PrivacySettings | undefined>()

  useEffect(() => {
    let isCurrent = true
    void openDevice().then((opened) => {
      if (!isCurrent) return
      setDevice(opened.device)
      setLoaded(opened.loaded)
      setDraft(opened.loaded.phase === 'ready' ? opened.loaded.saved : opened.loaded.defaults)
    })
    return () => {
      isCurrent = false
    }
  }, [])

  return (
    <article aria-labelledby={headingId} className="privacy-panel">
      <header>
        <h2 id={headingId}>{t('title')}</h2>
        <p>{t('intro')}</p>
      </header>
      {device.problem && <p className="notice">{t('noEncryption', { reason: device.problem })}</p>}
      {loaded.phase === 'unreadable' && (
        <div className="notice">
          <p role="alert">{loaded.problem}</p>
          <p>{t('unreadable')}</p>
        </div>
      )}
      {loaded.phase === 'loading' || draft === undefined ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <SettingsForm
          draft={draft}
          onChange={setDraft}
          deviceKey={device.key}
          onSaved={(saved) => setLoaded({ phase: 'ready', saved })}
        />
      )}
      <footer>
        <div className="button-row">
          <ModalDialog
            title={t('exportData')}
            triggerText={t('exportData')}
            triggerClassName="secondary"
          >
            {(close) => (
              <ExportStep
                saved={loaded.phase === 'ready' ? loaded.saved : undefined}
                close={close}
              />
            )}
          </ModalDialog>
          <ModalDialog
            title={t('deleteAllData')}
            triggerText={t('deleteAllData')}
            triggerClassName="secondary outline"
          >
            {(close) => <DeleteStep close={close} />}
          </ModalDialog>
        </div>
        <p>
          <RichText
            texts={privacyTexts}
            k="selfHosting"
            parts={{ a: <Link to={paths.setupWizard} /> }}
          />
        </p>
      </footer>
    </article>
  )
}

type SettingsFormProps = {
  draft: PrivacySettings
  onChange: (settings: PrivacySettings) => void
  deviceKey: CryptoKey | undefined
  onSaved: (settings: PrivacySettings) => void
}

function SettingsForm({ draft, onChange, deviceKey, onSaved }: SettingsFormProps) {
  const daysId = useId()
  const daysHintId = useId()
  const t = useTexts(privacyTexts)
  const [daysText, setDaysText] = useState(String(draft.dataPurgeDays))
  const [problem, setProblem] = useState<string | undefined>()
  const [isSaved, setIsSaved] = useState(false)
  const [isSaving, setIsSaving] = useState(false)
  const days = Number(daysText)
  const isDaysValid = daysText.trim() !== '' && isValidPurgeDays(days)

  const set = <K extends keyof PrivacySettings>(name: K, value: PrivacySettings[K]) => {
    setIsSaved(false)
    onChange({ ...draft, [name]: value })
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isDaysValid) {
      document.getElementById(daysId)?.focus()
      return
    }
    const settings = { ...draft, dataPurgeDays: days }
    setIsSaving(true)
    setProblem(undefined)
    setIsSaved(false)
    try {
      await savePrivacySettings(deviceKey, settings)
      onSaved(settings)
      setIsSaved(true)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Switch
        checked={draft.encryptSensitiveData}
        onChange={(value) => set('encryptSensitiveData', value)}
        hint={t('encryptHint')}
      >
        {t('encrypt')}
      </Switch>
      <Switch
        checked={draft.storeTransactionHistory}
        onChange={(value) => set('storeTransactionHistory', value)}
        hint={t('keepHistoryHint')}
      >
        {t('keepHistory')}
      </Switch>
      <Switch
        checked={draft.enableDataPurging}
        onChange={(value) => set('enableDataPurging', value)}
        hint={t('purgeHint')}
      >
        {t('purge')}
      </Switch>
      <label htmlFor={daysId}>{t('purgeDays')}</label>
      <input
        id={daysId}
        type="number"
        inputMode="numeric"
        min={PURGE_DAYS_MIN}
        max={PURGE_DAYS_MAX}
        step={1}
        value={daysText}
        disabled={!draft.enableDataPurging}
        aria-invalid={isDaysValid ? undefined : true}
        aria-describedby={daysHintId}
        onChange={(event) => {
          setIsSaved(false)
          setDaysText(event.target.value)
        }}
      />
      <small id={daysHintId}>
        {isDaysValid
          ? t('purgeDaysRange', { min: PURGE_DAYS_MIN, max: PURGE_DAYS_MAX })
          : t('purgeDaysInvalid', { min: PURGE_DAYS_MIN, max: PURGE_DAYS_MAX })}
      </small>
      <Switch
        checked={draft.allowAnalytics}
        onChange={(value) => set('allowAnalytics', value)}
        hint={t('analyticsHint')}
      >
        {t('analytics')}
      </Switch>
      <p className="notice">{t('todayNotice')}</p>
      {problem && <p role="alert">{problem}</p>}
      {/* A status region must exist before its text arrives to be announced. */}
      <p role="status">{isSaved ? t('saved') : ''}</p>
      <button type="submit" aria-busy={isSaving} disabled={isSaving}>
        {t('save')}
      </button>
    </form>
  )
}

type SwitchProps = {
  checked: boolean
  onChange: (checked: boolean) => void
  hint: string
  children: ReactNode
}

function Switch({ checked, onChange, hint, children }: SwitchProps) {
  const hintId = useId()
  return (
    <div className="field">
      <label>
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {children}
      </label>
      <small id={hintId}>{hint}</small>
    </div>
  )
}

function ExportStep({ saved, close }: { saved: PrivacySettings | undefined; close: () => void }) {
  const t = useTexts(privacyTexts)
  if (!saved) return <p>{t('nothingToExport')}</p>
  const download = () => {
    const now = new Date()
    downloadFile(exportFileName(now), deviceDataExport(saved, now))
    close()
  }
  return (
    <>
      <p>{t('exportExplanation')}</p>
      <p>{t('serverData')}</p>
      <footer>
        <button type="button" onClick={download}>
          {t('download')}
        </button>
      </footer>
    </>
  )
}

function DeleteStep({ close }: { close: () => void }) {
  const t = useTexts(privacyTexts)
  const [state, setState] = useState<'asking' | 'deleting' | 'deleted' | 'failed'>('asking')

  const confirm = async () => {
    setState('deleting')
    try {
      await deleteAllDeviceData()
      setState('deleted')
      setTimeout(() => window.location.reload(), RELOAD_AFTER_DELETE_MS)
    } catch {
      setState('failed')
    }
  }

  if (state === 'deleted') {
    return <p role="status">{t('deleted')}</p>
  }
  return (
    <>
      <ConfirmStep
        question={t('deleteQuestion')}
        confirmText={t('deleteEverything')}
        isBusy={state === 'deleting'}
        onConfirm={() => void confirm()}
        onCancel={close}
        startsOnCancel
      >
        <p>{t('deleteExplanation')}</p>
      </ConfirmStep>
      {state === 'failed' && <p role="alert">{t('deleteFailed')}</p>}
    </>
  )
}
