const BOUNDARY = '----balcao-test-boundary';
export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A multipart body with text fields and optionally one file. */
export function multipart(fields: Record<string, string>, file?: { data: Buffer; fileName: string; mimeType: string }) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
