import type { DELETE_CONFIRMATION } from '@api/contracts/family-deletion'
import { call, callForResponse } from '../../lib/api-client'
import { downloadFile } from '../../lib/download-file'

/** Downloads the family's whole export under the name the server gives it. */
export async function downloadFamilyExport(): Promise<void> {
  const res = await callForResponse('GET /api/family/export')
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1]
  downloadFile(named ?? 'family-export.json', await res.text())
}

/**
 * Sends the word the parent typed as it is: the server judges it and answers a wrong one
 * with the sentence the form shows, so the text goes out under the one word it accepts.
 */
export function deleteFamilyFromServer(typed: string) {
  const confirmation = typed as typeof DELETE_CONFIRMATION
  return call('POST /api/family/delete', { body: { confirmation } })
}
