/** Raw pixels as a PDF decoder gives them: row by row, `channels` bytes a pixel. */
export interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/**
 * Encodes raw pixels as a binary PGM (grey) file, a format Tesseract reads directly. Tesseract
 * takes image files, not raw pixels, and grey is all OCR needs; PGM needs no codec of our own.
 */
export function toPgm(image: RawImage): Buffer {
  const { width, height, channels, data } = image;
  if (data.length < width * height * channels) throw new Error(`The image is ${width}×${height} with ${channels} channels but holds only ${data.length} bytes.`);
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const grey = Buffer.alloc(width * height);
  const colours = Math.min(3, channels);
  for (let i = 0; i < grey.length; i++) {
    let sum = 0;
    for (let c = 0; c < colours; c++) sum += data[i * channels + c]!;
    grey[i] = Math.round(sum / colours);
  }
  return Buffer.concat([header, grey]);
}
