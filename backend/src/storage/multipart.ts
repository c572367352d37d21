/**
 * A small multipart/form-data reader for the storage stand-in (fields and one file, whole body in memory).
 */
export interface MultipartFile {
  fieldName: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  file: MultipartFile | null;
}

export function boundaryOf(contentType: string | undefined): string | null {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2] ?? '').trim() || null : null;
}

function headerParam(header: string, name: string): string | null {
  const m = new RegExp(`${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header) ?? new RegExp(`${name}=([^;\\s]+)`, 'i').exec(header);
  return m?.[1] ?? null;
}

/** Parses the body; null when it is not well-formed multipart with this boundary. */
export function parseMultipart(body: Buffer, boundary: string): MultipartBody | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = {};
  let file: MultipartFile | null = null;
  let pos = body.indexOf(delimiter);
  if (pos < 0) return null;
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString() === '--') break; // closing delimiter
    if (body.subarray(pos, pos + 2).toString() !== '\r\n') return null;
    pos += 2;
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) return null;
    const headers = body.subarray(pos, headerEnd).toString('utf8');
    const dataStart = headerEnd + 4;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), dataStart);
    if (next < 0) return null;
    const data = body.subarray(dataStart, next);
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = headerParam(disposition, 'name');
    const filename = headerParam(disposition, 'filename');
    if (name) {
      if (filename !== null) {
        const contentType = /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim() || 'application/octet-stream';
        if (!file) file = { fieldName: name, filename, contentType, data: Buffer.from(data) };
      } else {
        fields[name] = data.toString('utf8');
      }
    }
    pos = next + 2;
  }
  return { fields, file };
}
