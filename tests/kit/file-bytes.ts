/** Just enough bytes for each format to be recognised by its signature; `mark` makes each one different. */
export const png = (mark: string) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
    Buffer.from(mark),
  ]);

export const jpeg = (mark: string) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from(`scan of a PAN card ${mark}`),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A multipart upload of `bytes` in `field`, with the document `kind` when given. */
export function form(field: string, bytes: Uint8Array, kind?: string) {
  const body = new FormData();
  body.append(field, new File([new Uint8Array(bytes)], 'file', { type: 'application/octet-stream' }));
  if (kind) body.append('kind', kind);
  return body;
}
