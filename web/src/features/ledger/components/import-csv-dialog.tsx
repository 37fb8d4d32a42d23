import { checkCsvFile } from '@api/contracts/csv-import'
import { MESSAGES } from '@api/contracts/messages'
import type { ImportCsvReply } from '@api/features/csv-import/csv-import.schemas'
import { type FormEvent, useState } from 'react'
import { FormField } from '../../../components/form-field'
import { ModalDialog } from '../../../components/modal-dialog'
import { notifyFailure } from '../../../lib/notify'
import { readFileText } from '../../../lib/read-file-text'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useFormProblem } from '../../../lib/use-form-problem'
import { importCsv } from '../api'

const SUPPORTED_WALLETS = 'Phoenix, Breez, Alby Hub, LNbits and Blink'

type Progress = { step: 'Reading file' | 'Uploading'; fraction: number }

type ImportCsvFormProps = { childId: number }

function ImportCsvForm({ childId }: ImportCsvFormProps) {
  const revalidateAfter = useRevalidateAfter()
  const problem = useFormProblem<'file'>()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [result, setResult] = useState<ImportCsvReply | null>(null)

  const upload = useApiMutation(
    async (chosen: File) => {
      setProgress({ step: 'Reading file', fraction: 0 })
      const csvContent = await readFileText(chosen, (fraction) =>
        setProgress({ step: 'Reading file', fraction }),
      )
      setProgress({ step: 'Uploading', fraction: 0 })
      return importCsv({ childId, csvContent, filename: chosen.name }, (fraction) =>
        setProgress({ step: 'Uploading', fraction }),
      )
    },
    {
      onSuccess: async (imported) => {
        setProgress(null)
        setResult(imported)
        toast({ title: 'Import Complete', description: imported.message })
        await revalidateAfter('books')
      },
      onError: (error) => {
        setProgress(null)
        notifyFailure(error, { title: 'Import Failed', description: 'Failed to import CSV file' })
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
      <p>
        Import the payments from your Lightning wallet's CSV export. Supported exports:{' '}
        {SUPPORTED_WALLETS}.
      </p>
      <p>
        Only payments you sent are imported. Payments you received are skipped, because your
        allowance and other money from your parents are already counted here. A payment already
        counted here (imported before, for any child, or paid through the family wallet) is skipped
        too, so a file imported again adds nothing twice.
      </p>
      <FormField label="CSV file" error={problem.hintOf('file')}>
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
          {progress.step}... {percent}%
          <progress value={percent} max={100} />
        </label>
      )}
      {result !== null && (
        <article className="import-result" aria-label="Import result">
          <p>{result.message}</p>
          <dl className="figures">
            <div>
              <dt>Imported</dt>
              <dd>{result.imported}</dd>
            </div>
            <div>
              <dt>Skipped</dt>
              <dd>{result.skipped}</dd>
            </div>
            <div>
              <dt>Already booked</dt>
              <dd>{result.alreadyBooked}</dd>
            </div>
            <div>
              <dt>Format</dt>
              <dd>{result.format}</dd>
            </div>
          </dl>
        </article>
      )}
      <button type="submit" aria-busy={upload.isMutating} disabled={upload.isMutating}>
        Import
      </button>
    </form>
  )
}

export type ImportCsvDialogProps = { childId: number }

/** The child dashboard's Import CSV: a wallet export's sent payments become spending. */
export function ImportCsvDialog({ childId }: ImportCsvDialogProps) {
  return (
    <ModalDialog
      title="Import CSV Transactions"
      triggerText="Import CSV"
      triggerClassName="secondary outline"
    >
      {() => <ImportCsvForm childId={childId} />}
    </ModalDialog>
  )
}
