// Real media bytes: PNG images (a different picture per style, prompt and index) and WAV speech
// (16-bit PCM, mono, 16 kHz) whose length follows the input and the speed and whose pitch follows the voice.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

// ---- PNG -----------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Rgb = [number, number, number];

const STYLE_PALETTES: Record<string, Rgb[]> = {
  realistic: [[70, 110, 150], [190, 170, 140], [40, 60, 40]],
  anime: [[255, 120, 170], [90, 200, 255], [255, 240, 120]],
  watercolor: [[160, 200, 230], [240, 200, 210], [200, 230, 190]],
  sketch: [[245, 245, 240], [60, 60, 60], [150, 150, 150]],
  pixel_art: [[30, 30, 60], [250, 180, 40], [60, 200, 120]],
  oil_painting: [[120, 60, 30], [220, 160, 60], [40, 70, 120]],
};

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** A PNG of `size`x`size` pixels drawn from the style's palette and a pattern seeded by the prompt. */
export function renderPng(style: string, prompt: string, index: number, size: number): Buffer {
  const seed = createHash('sha256').update(`${style}\n${prompt}\n${index}`).digest();
  const palette = STYLE_PALETTES[style] ?? STYLE_PALETTES.realistic!;
  const tint = (c: Rgb, i: number): Rgb => [(c[0] + seed[i]! / 4) % 256, (c[1] + seed[i + 1]! / 4) % 256, (c[2] + seed[i + 2]! / 4) % 256];
  const [c0, c1, c2] = [tint(palette[0]!, 0), tint(palette[1]!, 3), tint(palette[2]!, 6)];
  const fx = 1 + (seed[9]! % 7);
  const fy = 1 + (seed[10]! % 7);
  const phase = seed[11]! / 40;
  const block = 8 + (seed[12]! % 24);
  const stride = size * 3 + 1;
  const raw = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y++) {
    raw[y * stride] = 0;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      let color: Rgb;
      switch (style) {
        case 'anime': {
          const band = Math.floor((u * fx + v * fy) * 3) % 3;
          color = band === 0 ? c0 : band === 1 ? c1 : c2;
          break;
        }
        case 'watercolor': {
          const t = (Math.sin(u * fx * 3 + phase) + Math.cos(v * fy * 3 - phase) + 2) / 4;
          color = mix(mix(c0, c1, t), c2, (Math.sin((u + v) * 5 + phase) + 1) / 6);
          break;
        }
        case 'sketch': {
          const line = Math.abs(Math.sin((u * fx - v * fy) * 40 + phase)) < 0.12;
          color = line ? c1 : c0;
          break;
        }
        case 'pixel_art': {
          const bx = Math.floor(x / block);
          const by = Math.floor(y / block);
          const pick = seed[(bx * 7 + by * 13) % 32]! % 3;
          color = pick === 0 ? c0 : pick === 1 ? c1 : c2;
          break;
        }
        case 'oil_painting': {
          const stroke = (Math.sin(u * 60 + Math.sin(v * 9 + phase) * 3) + 1) / 2;
          color = mix(mix(c0, c1, v), c2, stroke * 0.5);
          break;
        }
        default: {
          color = mix(mix(c0, c1, v), c2, (Math.sin(u * fx + phase) + 1) / 4);
        }
      }
      const o = y * stride + 1 + x * 3;
      raw[o] = color[0] | 0;
      raw[o + 1] = color[1] | 0;
      raw[o + 2] = color[2] | 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

// ---- WAV -----------------------------------------------------------------------------------------

export const SAMPLE_RATE = 16_000;
/** Seconds of speech per input character at speed 1. */
export const SECONDS_PER_CHARACTER = 0.06;

const VOICE_PITCH: Record<string, number> = { aurora: 220, breeze: 262, cedar: 110, dawn: 330, ember: 175, flint: 131 };

/** Speech-like tones: one short tone per character (silence for spaces), pitch by voice. */
export function renderWav(input: string, voice: string, speed: number): Buffer {
  const chars = [...input];
  const perChar = Math.max(1, Math.round((SAMPLE_RATE * SECONDS_PER_CHARACTER) / speed));
  const samples = perChar * chars.length;
  const data = Buffer.alloc(samples * 2);
  const base = VOICE_PITCH[voice] ?? 220;
  let t = 0;
  for (const ch of chars) {
    const code = ch.codePointAt(0) ?? 32;
    const silent = /\s/.test(ch);
    const freq = base * 2 ** ((code % 12) / 12);
    for (let i = 0; i < perChar; i++, t++) {
      const envelope = Math.sin((Math.PI * i) / perChar);
      const value = silent ? 0 : Math.sin((2 * Math.PI * freq * t) / SAMPLE_RATE) * envelope * 0.4;
      data.writeInt16LE(Math.round(value * 32767), t * 2);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
