// Reads a QR code off the camera's picture: the browser's BarcodeDetector where it has one (Chrome on
// Android, macOS, ChromeOS), else jsQR (pure JavaScript, some 45 kB minified), loaded only when the door's
// camera starts, so no other page downloads it.

/** One look at the video: the QR code's text, or null when none is in view. */
export type QrDetector = (video: HTMLVideoElement) => Promise<string | null>

type BarcodeDetectorLike = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> }
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats?: () => Promise<string[]>
}

export async function createQrDetector(): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (Native && (await Native.getSupportedFormats?.().catch((): string[] => []))?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || !video.videoWidth) return null
    // At most 640 pixels wide: enough for a ticket held up to the camera, and quick on a phone.
    const scale = Math.min(1, 640 / video.videoWidth)
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    const image = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null
  }
}
