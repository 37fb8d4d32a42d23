/** Hands `content` (text, or bytes such as a PSBT) to the browser as a download named `fileName`. */
export function downloadFile(
  fileName: string,
  content: string | Uint8Array<ArrayBuffer>,
  type = 'application/json',
): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the click; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
