/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipartBody(
  field: string,
  bytes: Buffer,
  filename: string,
  contentType: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----plaudit${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A part of a multipart/form-data body: a field's text, or a file's bytes with its name and type. */
export type FormPart =
  | { readonly name: string; readonly value: string }
  | {
      readonly name: string;
      readonly bytes: Buffer;
      readonly filename: string;
      readonly contentType: string;
    };

/** A multipart/form-data body of fields and files in the order given, as a browser sends a form. */
export function multipartForm(parts: readonly FormPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----plaudit${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
