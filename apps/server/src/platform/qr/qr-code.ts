import QRCode from 'qrcode';

/**
 * Every QR code the server makes, one function per use: a PNG for links and uploads, a data URL for
 * answers that carry the picture inline (a payment's code, a sign-up's credential), and the grid of
 * modules for PDFs that draw it as vectors. The web shows the PNGs these links answer and makes none.
 * Error correction is the library's default, 'M', everywhere.
 */
interface TQrLook {
  /** Pixels a side, quiet zone included. */
  width: number;
  /** The quiet zone, in modules: 1 for screens, 2 for paper a scanner sees among other things. */
  margin?: number;
}

export const qrPng = (text: string, { width, margin = 1 }: TQrLook): Promise<Buffer> =>
  QRCode.toBuffer(text, { width, margin });

export const qrDataUrl = (text: string, { width, margin = 1 }: TQrLook): Promise<string> =>
  QRCode.toDataURL(text, { width, margin });

/** The code's square grid of modules, without its quiet zone: `dark(row, column)`. */
export const qrGrid = (text: string) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row: number, column: number) => Boolean(modules.get(row, column)) };
};
