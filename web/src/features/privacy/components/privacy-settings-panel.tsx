import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { ConfirmStep } from '../../../components/confirm-step'
import { ModalDialog } from '../../../components/modal-dialog'
import { paths } from '../../../config/paths'
import { DeviceCryptoError } from '../../../lib/device-crypto'
import { loadOrCreateDeviceKey } from '../../../lib/device-key'
import { downloadFile } from '../../../lib/download-file'
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
        <h2 id={headingId}>Privacy settings on this device</h2>
        <p>
          These settings stay in this browser and are never sent to the server. While encryption is
          on they are sealed with AES-GCM under a key that is created here and never leaves this
          device.
        </p>
      </header>
      {device.problem && (
        <p className="notice">
          Encryption is not available in this browser ({device.problem}). Open the app over HTTPS to
          use it, or turn encryption off to save settings unencrypted.
        </p>
      )}
      {loaded.phase === 'unreadable' && (
        <div className="notice">
          <p role="alert">{loaded.problem}</p>
          <p>
            The settings stored in this browser cannot be opened with this device's key. Save new
            settings to replace them, or delete all data on this device.
          </p>
        </div>
      )}
      {loaded.phase === 'loading' || draft === undefined ? (
        <p aria-busy="true">Loading...</p>
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
          <ModalDialog title="Export Data" triggerText="Export Data" triggerClassName="secondary">
            {(close) => (
              <ExportStep
                saved={loaded.phase === 'ready' ? loaded.saved : undefined}
                close={close}
              />
            )}
          </ModalDialog>
          <ModalDialog
            title="Delete All Data"
            triggerText="Delete All Data"
            triggerClassName="secondary outline"
          >
            {(close) => <DeleteStep close={close} />}
          </ModalDialog>
        </div>
        <p>
          Want the family's data on your own hardware? Read the{' '}
          <Link to={paths.setupWizard}>self-hosting guide</Link>.
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
        hint="Off stores the settings as plain text in this browser."
      >
        Encrypt data stored on this device
      </Switch>
      <Switch
        checked={draft.storeTransactionHistory}
        onChange={(value) => set('storeTransactionHistory', value)}
        hint="Off: family activity is loaded from your server when you look at it and kept in memory only."
      >
        Keep transaction history on this device
      </Switch>
      <Switch
        checked={draft.enableDataPurging}
        onChange={(value) => set('enableDataPurging', value)}
        hint="For data about your family kept in this browser: deleted after the number of days below."
      >
        Delete old data on this device automatically
      </Switch>
      <label htmlFor={daysId}>Delete after (days)</label>
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
          ? `From ${PURGE_DAYS_MIN} to ${PURGE_DAYS_MAX} days.`
          : `Enter a whole number of days from ${PURGE_DAYS_MIN} to ${PURGE_DAYS_MAX}.`}
      </small>
      <Switch
        checked={draft.allowAnalytics}
        onChange={(value) => set('allowAnalytics', value)}
        hint="The app contains no analytics and sends nothing to anyone; off keeps it that way."
      >
        Allow anonymous usage analytics
      </Switch>
      <p className="notice">
        Today this browser keeps only these settings: the app writes no transaction history here,
        has no analytics and so has nothing to purge. Your choices are kept for the features that
        will read them.
      </p>
      {problem && <p role="alert">{problem}</p>}
      {/* A status region must exist before its text arrives to be announced. */}
      <p role="status">{isSaved ? 'Settings saved on this device.' : ''}</p>
      <button type="submit" aria-busy={isSaving} disabled={isSaving}>
        Save Settings
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
  if (!saved) {
    return (
      <p>
        There is nothing readable to export: the settings stored here cannot be opened with this
        device's key.
      </p>
    )
  }
  const download = () => {
    const now = new Date()
    downloadFile(exportFileName(now), deviceDataExport(saved, now))
    close()
  }
  return (
    <>
      <p>
        Downloads the privacy settings stored in this browser as a readable JSON file named by
        today's date. The encryption key is not in it: it cannot be read out of this device.
      </p>
      <p>
        The family's accounts, balances and history live on your server; back them up there (see
        "Back up" above).
      </p>
      <footer>
        <button type="button" onClick={download}>
          Download
        </button>
      </footer>
    </>
  )
}

function DeleteStep({ close }: { close: () => void }) {
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
    return <p role="status">All data on this device was deleted. Reloading...</p>
  }
  return (
    <>
      <ConfirmStep
        question="Delete everything this app keeps in this browser?"
        confirmText="Delete Everything"
        isBusy={state === 'deleting'}
        onConfirm={() => void confirm()}
        onCancel={close}
        startsOnCancel
      >
        <p>
          Your privacy settings and this device's encryption key are deleted. The family's data on
          your server is not touched.
        </p>
      </ConfirmStep>
      {state === 'failed' && (
        <p role="alert">
          The data could not be deleted. Close other tabs of the app and try again.
        </p>
      )}
    </>
  )
}
