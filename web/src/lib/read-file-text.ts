/**
 * Reads a file as UTF-8 text, reporting progress: a 20 MB export takes a noticeable
 * moment on a phone, and File.text() gives no sign of life meanwhile.
 * @param onProgress gets the read fraction, 0 to 1.
 */
export function readFileText(file: Blob, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsText(file)
  })
}
