import { checkCsvFile } from '@api/contracts/csv-import'
import { MESSAGES } from '@api/contracts/messages'
import type { ImportCsvReply } from '@api/features/csv-import/csv-import.schemas'
import { type FormEvent, useState } from 'react'
import { FormField } from '../../../components/form-field'
import { ModalDialog } from '../../../components/modal-dialog'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { readFileText } from '../../../lib/read-file-text'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useFormProblem } from '../../../lib/use-form-problem'
import { importCsv } from '../api'
import { ledgerTexts } from '../texts'

type Progress = { step: 'readingFile' | 'uploading'; fraction: number }

type ImportCsvFormProps = { childId: number }

function ImportCsvForm({ childId }: ImportCsvFormProps) {
  const t = useTexts(ledgerTexts)
  const revalidateAfter = useRevalidateAfter()
  const problem = useFormProblem<'file'>()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [result, setResult] = useState<ImportCsvReply | null>(null)

  const upload = useApiMutation(
    async (chosen: File) => {
      setProgress({ step: 'readingFile', fraction: 0 })
      const csvContent = await readFileText(chosen, (fraction) =>
        setProgress({ step: 'readingFile', fraction }),
      )
      setProgress({ step: 'uploading', fraction: 0 })
      return importCsv({ childId, csvContent, filename: chosen.name }, (fraction) =>
        setProgress({ step: 'uploading', fraction }),
      )
    },
    {
      onSuccess: async (imported) => {
        setProgress(null)
        setResult(imported)
        toast({ title: t('importCompleteTitle'), description: imported.message })
        await revalidateAfter('books')
      },
      onError: (error) => {
        setProgress(null)
        notifyFailure(error, { title: t('importFailedTitle'), description: t('importFailed') })
      },
    },
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!file) return problem.report('file', MESSAGES.noFileSelected)
    // The server's own checks, in its order: so both refuse a file with the same words.
    const checked = checkCsvFile({ filename: file.name, size: file.size, isEmpty: file.size === 0 })
    if (checked.problem) return problem.report('file', checked.problem.message)
    problem.clear()
    setResult(null)
    void upload.trigger(file)
  }

  const percent = progress === null ? 0 : Math.round(progress.fraction * 100)
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={upload.isMutating}>
      <p>{t('importIntro')}</p>
      <p>{t('importRules')}</p>
      <FormField label={t('csvFile')} error={problem.hintOf('file')}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="csvFile"
            accept=".csv,text/csv"
            required
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setResult(null)
            }}
          />
        )}
      </FormField>
      {progress !== null && (
        <label>
          {t('progress', { step: t(progress.step), percent })}
          <progress value={percent} max={100} />
        </label>
      )}
      {result !== null && (
        <article className="import-result" aria-label={t('importResult')}>
          <p>{result.message}</p>
          <dl className="figures">
            <div>
              <dt>{t('imported')}</dt>
              <dd>{result.imported}</dd>
            </div>
            <div>
              <dt>{t('skipped')}</dt>
              <dd>{result.skipped}</dd>
            </div>
            <div>
              <dt>{t('alreadyBooked')}</dt>
              <dd>{result.alreadyBooked}</dd>
            </div>
            <div>
              <dt>{t('format')}</dt>
              <dd>{result.format}</dd>
            </div>
          </dl>
        </article>
      )}
      <button type="submit" aria-busy={upload.isMutating} disabled={upload.isMutating}>
        {t('import')}
      </button>
    </form>
  )
}

export type ImportCsvDialogProps = { childId: number }

/** The child dashboard's Import CSV: a wallet export's sent payments become spending. */
export function ImportCsvDialog({ childId }: ImportCsvDialogProps) {
  const t = useTexts(ledgerTexts)
  return (
    <ModalDialog
      title={t('importTitle')}
      triggerText={t('importButton')}
      triggerClassName="secondary outline"
    >
      {() => <ImportCsvForm childId={childId} />}
    </ModalDialog>
  )
}
