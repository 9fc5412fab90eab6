import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A real JPEG as a phone writes it: EXIF with camera and GPS position, and a Display P3 colour profile. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#3366cc" } })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Pocket 1" },
      // IFD3 is the GPS directory: 52°31'12" N, 13°24' E
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 31/1 12/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "13/1 24/1 0/1",
      },
    })
    .withIccProfile("p3")
    .jpeg()
    .toBuffer();
}

/** EXIF's GPSInfo tag (0x8825) as stored in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return Boolean(
    exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))),
  );
}

/** A PNG with transparency (which a JPEG cannot have, so the output shows which decoder read it). */
export function transparentPng(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG declaring width × height 1-bit grey pixels, all black, whose zlib
 * stream shrinks the 50 MB of rows of a 20,000 × 20,000 image to about 50 KB.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
