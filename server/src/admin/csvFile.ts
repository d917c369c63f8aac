import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { Transform, pipeline, type TransformCallback } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { importMessages } from '@plaudit/domain';
import { CsvError, parse } from 'csv-parse';

/**
 * How the imports read a CSV file, the console's and the command line's alike: a heading row, UTF-8 (a
 * byte-order mark allowed), parsed by csv-parse as the file streams in, in batches of records, the event
 * loop getting its turn between batches. A file that is not UTF-8 (a spreadsheet's plain "CSV" is
 * Windows-1252) is refused with the line it goes wrong on, instead of being stored as mojibake.
 */

/** A file the imports cannot read: the message says why and what to do. */
export class CsvFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvFileError';
  }
}

/** Where the first byte of the first sequence that is not UTF-8 is (`bytes.length` when there is none). */
function firstInvalid(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0;
    if (length === 0 || !isUtf8(bytes.subarray(i, i + length))) return i;
    i += length;
  }
  return bytes.length;
}

/** How many of the bytes end complete characters (a character cut at the end waits for the next chunk). */
function completeLength(bytes: Buffer): number {
  for (let i = bytes.length - 1; i >= 0 && i >= bytes.length - 4; i -= 1) {
    const b = bytes[i] ?? 0;
    if ((b & 0xc0) === 0x80) continue;
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return i + length <= bytes.length ? bytes.length : i;
  }
  return bytes.length;
}

const newlines = (bytes: Buffer, end = bytes.length): number => {
  let count = 0;
  for (let at = bytes.indexOf(0x0a); at !== -1 && at < end; at = bytes.indexOf(0x0a, at + 1))
    count += 1;
  return count;
};

/** Counts the bytes read, checks they are UTF-8 and passes them on as text (the byte-order mark dropped). */
class Utf8Text extends Transform {
  private carried = Buffer.alloc(0);
  private lines = 0;
  private first = true;

  constructor(private readonly counted: (bytes: number) => void) {
    super({ decodeStrings: true, readableObjectMode: false });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.counted(chunk.length);
    let bytes = this.carried.length > 0 ? Buffer.concat([this.carried, chunk]) : chunk;
    if (this.first && bytes.length >= 3) {
      this.first = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
    }
    const end = completeLength(bytes);
    const complete = bytes.subarray(0, end);
    if (!isUtf8(complete)) {
      done(this.refusal(complete, firstInvalid(complete)));
      return;
    }
    this.lines += newlines(complete);
    this.carried = Buffer.from(bytes.subarray(end));
    done(null, complete.toString('utf8'));
  }

  override _flush(done: TransformCallback): void {
    if (this.carried.length > 0) done(this.refusal(this.carried, 0));
    else done();
  }

  private refusal(bytes: Buffer, at: number): CsvFileError {
    return new CsvFileError(importMessages.notUtf8(this.lines + newlines(bytes, at) + 1));
  }
}

/** What a reading of a file has got to, in bytes. */
export interface CsvReading {
  bytesRead: number;
  readonly bytesTotal: number;
}

/** Records by column (the heading's names), in batches of `size`, as the file is read. */
export async function* csvBatches(
  path: string,
  reading: CsvReading,
  size = 1000,
): AsyncGenerator<Record<string, string>[]> {
  const parser = pipeline(
    createReadStream(path, { highWaterMark: 64 * 1024 }),
    new Utf8Text((bytes) => {
      reading.bytesRead += bytes;
    }),
    parse({ columns: true, bom: true, skip_empty_lines: true, trim: true }),
    () => undefined,
  );
  let batch: Record<string, string>[] = [];
  try {
    for await (const record of parser) {
      batch.push(record as Record<string, string>);
      if (batch.length >= size) {
        yield batch;
        batch = [];
        await nextTurn();
      }
    }
  } catch (error) {
    if (error instanceof CsvError) throw new CsvFileError(importMessages.fileNotCsv(error.message));
    throw error;
  }
  if (batch.length > 0) yield batch;
}
