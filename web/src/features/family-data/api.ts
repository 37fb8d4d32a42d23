import type { MessageReply } from '@api/lib/schemas'
import { apiJson, apiRequest } from '../../lib/api-client'
import { downloadFile } from '../../lib/download-file'

/** Downloads the family's whole export under the name the server gives it. */
export async function downloadFamilyExport(): Promise<void> {
  const res = await apiRequest('GET', '/api/family/export')
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1]
  downloadFile(named ?? 'family-export.json', await res.text())
}

export function deleteFamilyFromServer(confirmation: string): Promise<MessageReply> {
  return apiJson<MessageReply>('POST', '/api/family/delete', { confirmation })
}
