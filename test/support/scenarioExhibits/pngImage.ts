import { crc32, deflateSync } from 'node:zlib';

/** A tiny RGB raster with just enough drawing for schematic exhibits, encoded as PNG without any dependency. */
export class RgbImage {
  readonly pixels: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
    background: [number, number, number],
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  set(x: number, y: number, [r, g, b]: [number, number, number]): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }

  fillRect(x0: number, y0: number, w: number, h: number, color: [number, number, number]): void {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, color);
  }

  fillEllipse(cx: number, cy: number, rx: number, ry: number, color: [number, number, number]): void {
    for (let y = Math.floor(cy - ry); y <= cy + ry; y++) {
      for (let x = Math.floor(cx - rx); x <= cx + rx; x++) {
        if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) this.set(x, y, color);
      }
    }
  }

  /** Draws digits with a 5x7 bitmap font, scaled. */
  drawDigits(text: string, x: number, y: number, scale: number, color: [number, number, number]): void {
    [...text].forEach((ch, k) => {
      const rows = DIGITS[ch];
      if (!rows) return;
      rows.forEach((row, ry) => {
        for (let rx = 0; rx < 5; rx++) {
          if (row & (1 << (4 - rx))) this.fillRect(x + (k * 6 + rx) * scale, y + ry * scale, scale, scale, color);
        }
      });
    });
  }

  toPng(): Buffer {
    const raw = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (this.width * 3 + 1)] = 0;
      this.pixels.copy(raw, y * (this.width * 3 + 1) + 1, y * this.width * 3, (y + 1) * this.width * 3);
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.width, 0);
    ihdr.writeUInt32BE(this.height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // colour type RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

const DIGITS: Record<string, number[]> = {
  '1': [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
  '2': [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
  '3': [0b11110, 0b00001, 0b00001, 0b01110, 0b00001, 0b00001, 0b11110],
  '4': [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
  '5': [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
  '6': [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
};
