import { apiErrorOf, recordTiming, timingKey } from './api-client'

/**
 * POSTs a JSON body like apiJson, but through XMLHttpRequest: fetch cannot report upload
 * progress, and a CSV export of up to 20 MB takes long enough on a slow home link that
 * the user must see it moving. Same contract as apiJson: cookies sent, a JSON content
 * type, and a non-OK answer rejects with the ApiError "status: text".
 * @param onProgress gets the sent fraction, 0 to 1.
 */
export function postJsonWithProgress<T>(
  url: string,
  body: unknown,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const startedAt = Date.now()
  const start = performance.now()
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const finish = () =>
      recordTiming(timingKey('POST', url), {
        durationMs: performance.now() - start,
        status: xhr.status,
        startedAt,
      })
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Content-Type', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      finish()
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorOf(xhr.status, xhr.statusText, xhr.responseText))
        return
      }
      try {
        resolve((xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText)) as T)
      } catch (error) {
        reject(error)
      }
    }
    // The same error fetch gives for a network failure, so callers handle both alike.
    xhr.onerror = () => {
      finish()
      reject(new TypeError('Failed to fetch'))
    }
    xhr.onabort = () => {
      finish()
      reject(new DOMException('The upload was aborted', 'AbortError'))
    }
    xhr.send(JSON.stringify(body))
  })
}
