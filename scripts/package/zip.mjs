// A zip archive writer with Node alone (zlib's raw deflate and CRC-32): enough of the format
// (PKWARE APPNOTE 6.3) for every unzip tool a school has, and nothing more. No zip64, so the
// archive and each file stay under 4 GiB, far above a folder of lessons.
//
//   const bytes = zipArchive([{ name: 'folder/a.txt', data: Buffer.from('…') }], { mtime });
//
// Names are stored as UTF-8 with the language-encoding flag set, and a name that is not plain
// ASCII (使用说明.txt) carries the Info-ZIP Unicode Path field as well, for the tools that read
// that field rather than the flag. Every entry gets the same time (`mtime`), so one set of inputs
// always gives the same bytes. Folders are entries of their own, written before their files.
import { crc32, deflateRawSync } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const UTF8_NAMES = 0x0800; // general purpose bit 11
const STORED = 0;
const DEFLATED = 8;
const VERSION_NEEDED = 20; // 2.0: deflate and folders
const MADE_BY_UNIX = (3 << 8) | VERSION_NEEDED; // so that unzip on Linux and macOS keeps the modes
const UNICODE_PATH_FIELD = 0x7075;
const LIMIT = 0xffffffff;

/** The DOS date and time of `date` (its UTC fields; two-second steps; 1980 at the earliest). */
function dosDateTime(date) {
  const year = Math.max(date.getUTCFullYear(), 1980);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

function unicodePathField(nameBytes) {
  const field = Buffer.alloc(4 + 1 + 4 + nameBytes.length);
  field.writeUInt16LE(UNICODE_PATH_FIELD, 0);
  field.writeUInt16LE(1 + 4 + nameBytes.length, 2);
  field.writeUInt8(1, 4); // the field's version
  field.writeUInt32LE(crc32(nameBytes), 5); // of the header's name, which is these same bytes
  nameBytes.copy(field, 9);
  return field;
}

/** Every folder above the entries' files, each once, so that a folder precedes its contents. */
function withFolders(entries) {
  const out = [];
  const seen = new Set();
  for (const entry of entries) {
    const parts = entry.name.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = `${parts.slice(0, i).join('/')}/`;
      if (!seen.has(folder)) {
        seen.add(folder);
        out.push({ name: folder, data: Buffer.alloc(0), folder: true });
      }
    }
    out.push(entry);
  }
  return out;
}

/**
 * The bytes of a zip archive holding `entries` ({name, data}: a relative path with '/' between
 * folders, and a Buffer), in that order, each deflated unless deflate would make it bigger.
 */
export function zipArchive(entries, { mtime = new Date(Date.UTC(1980, 0, 1)) } = {}) {
  const { time, date } = dosDateTime(mtime);
  const chunks = [];
  const central = [];
  let offset = 0;
  const names = new Set();
  for (const entry of withFolders(entries)) {
    if (!entry.name || entry.name.startsWith('/') || entry.name.split('/').includes('..') || entry.name.includes('\\')) {
      throw new Error(`zip: "${entry.name}" is not a relative path with / between its parts`);
    }
    if (names.has(entry.name)) throw new Error(`zip: "${entry.name}" is in the archive twice`);
    names.add(entry.name);
    const nameBytes = Buffer.from(entry.name, 'utf8');
    const extra = /^[\x20-\x7e]*$/.test(entry.name) ? Buffer.alloc(0) : unicodePathField(nameBytes);
    const data = entry.data;
    const deflated = entry.folder ? data : deflateRawSync(data, { level: 9 });
    const method = !entry.folder && deflated.length < data.length ? DEFLATED : STORED;
    const body = method === DEFLATED ? deflated : data;
    const crc = crc32(data);
    if (data.length >= LIMIT || offset >= LIMIT) throw new Error('zip: over 4 GiB needs zip64, which this writer does not write');

    // the fields the local header (from byte 4) and the central directory's (from byte 6) share
    const writeShared = (buffer, at) => {
      [VERSION_NEEDED, UTF8_NAMES, method, time, date].forEach((value, i) => buffer.writeUInt16LE(value, at + 2 * i));
      [crc, body.length, data.length].forEach((value, i) => buffer.writeUInt32LE(value, at + 10 + 4 * i));
      buffer.writeUInt16LE(nameBytes.length, at + 22);
      buffer.writeUInt16LE(extra.length, at + 24);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    writeShared(local, 4);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(MADE_BY_UNIX, 4);
    writeShared(header, 6);
    header.writeUInt16LE(0, 32); // no comment
    header.writeUInt16LE(0, 34); // disk 0
    header.writeUInt16LE(0, 36); // internal attributes
    // external attributes: the Unix mode in the high half (rw-r--r--, or rwxr-xr-x for a
    // folder), and the MS-DOS folder bit in the low byte
    const mode = entry.folder ? 0o040755 : 0o100644;
    header.writeUInt32LE(((mode << 16) | (entry.folder ? 0x10 : 0)) >>> 0, 38);
    header.writeUInt32LE(offset, 42);

    chunks.push(local, nameBytes, extra, body);
    central.push(header, nameBytes, extra);
    offset += local.length + nameBytes.length + extra.length + body.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(names.size, 8);
  end.writeUInt16LE(names.size, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20);
  if (names.size > 0xffff) throw new Error('zip: over 65,535 entries needs zip64');
  return Buffer.concat([...chunks, centralBytes, end]);
}
