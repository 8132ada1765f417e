import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { findFfmpeg } from '../src/platform/media/ffmpeg.ts';
import { ffmpegRun } from '../src/platform/media/ffmpeg-run.ts';

/** ffmpeg as the platform finds it; the tests need one. */
export const testFfmpeg = () => {
  const ffmpeg = findFfmpeg();
  if (!ffmpeg) throw new Error('no ffmpeg: install it or run npm ci (@ffmpeg-installer/ffmpeg)');
  return ffmpeg;
};

/** An H.264 test picture of `seconds` at `size` ("640x360"), with a 440 Hz tone when `sound`. */
export const makeTestVideo = async (
  folder: string,
  name: string,
  { seconds, size, sound }: { seconds: number; size: string; sound: boolean },
) => {
  const file = path.join(folder, name);
  await ffmpegRun(testFfmpeg(), [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=25:duration=${seconds}`,
    ...(sound ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(sound ? ['-c:a', 'aac'] : []),
    '-shortest',
    file,
  ]);
  return file;
};

/** A PDF of `pages` pages, each saying which it is ("Page 3 of 5") in large type. */
export const makeTestPdf = async (folder: string, name: string, pages: number) => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++)
    pdf.addPage([595, 842]).drawText(`Page ${number} of ${pages}`, { x: 60, y: 700, size: 36, font });
  const file = path.join(folder, name);
  await writeFile(file, await pdf.save());
  return file;
};
