import fc from 'fast-check'

/** One upload the fuzz sends: its Content-Type, its bytes, and why it must be refused (if it must). */
export type Upload = { what: string; contentType: string; data: Uint8Array<ArrayBuffer>; mustRefuse?: string }

const BOUNDARY = 'FuzzBoundary7MA4YWxkTrZu0gW'
const CRLF = '\r\n'

type Part = { headers: string[]; data: Buffer }
const filePart = (
  data: Buffer,
  { name = 'file', filename = 'photo.jpg', type = 'image/jpeg' } = {},
): Part => ({
  headers: [
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"`,
    `Content-Type: ${type}`,
  ],
  data,
})
const fieldPart = (name: string, value: string): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  data: Buffer.from(value),
})

/** A multipart body as a browser writes it (the closing delimiter last). */
function body(parts: Part[], boundary = BOUNDARY, { preamble = '', epilogue = '', newline = CRLF } = {}) {
  const chunks: Buffer[] = [Buffer.from(preamble)]
  for (const part of parts)
    chunks.push(
      Buffer.from(`--${boundary}${newline}${part.headers.join(newline)}${newline}${newline}`),
      part.data,
      Buffer.from(newline),
    )
  chunks.push(Buffer.from(`--${boundary}--${newline}${epilogue}`))
  return Buffer.concat(chunks)
}

const formData = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`
const bytes = (buffer: Buffer) => new Uint8Array(buffer)

/**
 * Broken uploads to POST /files, from a real photo: cut off, under the wrong boundary or none, with bare
 * line feeds, without a file or with an empty one, with content that is no photo, with huge field and file
 * names, too many fields or files, and other types. Those that cannot carry a photo must be refused.
 */
export function uploads(photo: Buffer): fc.Arbitrary<Upload> {
  const valid = body([filePart(photo)])
  const closing = `--${BOUNDARY}--${CRLF}`.length + CRLF.length
  return fc.oneof(
    fc.nat({ max: valid.length - closing }).map((at) => ({
      what: `cut off after ${at} of ${valid.length} bytes`,
      contentType: formData(),
      data: bytes(valid.subarray(0, at)),
      mustRefuse: 'the body is cut off',
    })),
    fc.constantFrom(
      {
        what: 'the header names another boundary',
        contentType: formData('SomethingElse'),
        data: bytes(valid),
        mustRefuse: 'no part has the boundary',
      },
      {
        what: 'no boundary',
        contentType: 'multipart/form-data',
        data: bytes(valid),
        mustRefuse: 'there is no boundary',
      },
      {
        what: 'an empty boundary',
        contentType: 'multipart/form-data; boundary=',
        data: bytes(valid),
        mustRefuse: 'there is no boundary',
      },
      {
        what: 'a boundary in quotes',
        contentType: `multipart/form-data; boundary="${BOUNDARY}"`,
        data: bytes(valid),
      },
      {
        what: 'a 200-character boundary',
        contentType: formData('b'.repeat(200)),
        data: bytes(body([filePart(photo)], 'b'.repeat(200))),
      },
      {
        what: 'bare line feeds',
        contentType: formData(),
        data: bytes(body([filePart(photo)], BOUNDARY, { newline: '\n' })),
        mustRefuse: 'the parts are not delimited',
      },
      {
        what: 'no file, only a field',
        contentType: formData(),
        data: bytes(body([fieldPart('file', 'not a file')])),
        mustRefuse: 'there is no file',
      },
      {
        what: 'an empty file',
        contentType: formData(),
        data: bytes(body([filePart(Buffer.alloc(0))])),
        mustRefuse: 'the file is empty',
      },
      {
        what: 'a file that is no photo',
        contentType: formData(),
        data: bytes(body([filePart(Buffer.from('<?php system($_GET["c"]); ?>'))])),
        mustRefuse: 'it is no photo or PDF',
      },
      {
        what: 'no parts at all',
        contentType: formData(),
        data: bytes(Buffer.from(`--${BOUNDARY}--${CRLF}`)),
        mustRefuse: 'there is no file',
      },
      {
        what: 'an empty body',
        contentType: formData(),
        data: new Uint8Array(0),
        mustRefuse: 'the body is empty',
      },
      {
        what: 'a part without Content-Disposition',
        contentType: formData(),
        data: bytes(body([{ headers: ['Content-Type: image/jpeg'], data: photo }])),
        mustRefuse: 'the part has no name',
      },
      {
        what: 'a base64 Content-Transfer-Encoding',
        contentType: formData(),
        data: bytes(
          body([
            {
              ...filePart(Buffer.from(photo.toString('base64'))),
              headers: [...filePart(photo).headers, 'Content-Transfer-Encoding: base64'],
            },
          ]),
        ),
        mustRefuse: 'base64 text is no photo',
      },
      {
        what: 'multipart/mixed',
        contentType: `multipart/mixed; boundary=${BOUNDARY}`,
        data: bytes(valid),
        mustRefuse: 'it is not form data',
      },
      {
        what: 'a preamble and an epilogue',
        contentType: formData(),
        data: bytes(body([filePart(photo)], BOUNDARY, { preamble: 'ignore me\r\n', epilogue: 'and me' })),
      },
      { what: 'a charset on the type', contentType: `${formData()}; charset=utf-16`, data: bytes(valid) },
      {
        what: 'two files, the second no photo',
        contentType: formData(),
        data: bytes(body([filePart(photo), filePart(Buffer.from('second'), { filename: 'second.jpg' })])),
      },
      {
        what: 'a file named with a NUL and a path',
        contentType: formData(),
        data: bytes(body([filePart(photo, { filename: '../../x\u0000.jpg' })])),
      },
      {
        what: 'a part header without its blank line',
        contentType: formData(),
        data: bytes(
          Buffer.from(
            `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="file"; filename="a.jpg"${CRLF}--${BOUNDARY}--${CRLF}`,
          ),
        ),
        mustRefuse: 'the part header never ends',
      },
    ),
    fc
      .record({ size: fc.constantFrom(200, 20_000, 100_000), where: fc.constantFrom('name', 'filename') })
      .map(({ size, where }) => ({
        what: `a ${size}-character ${where}`,
        contentType: formData(),
        data: bytes(
          body([
            filePart(
              photo,
              where === 'name' ? { name: 'f'.repeat(size) } : { filename: `${'n'.repeat(size)}.jpg` },
            ),
          ]),
        ),
      })),
    fc.integer({ min: 11, max: 500 }).map((count) => ({
      what: `${count} fields before the file`,
      contentType: formData(),
      data: bytes(
        body([
          ...Array.from({ length: count }, (_, index) => fieldPart(`field${index}`, 'value')),
          filePart(photo),
        ]),
      ),
    })),
    fc.uint8Array({ minLength: 1, maxLength: 2000 }).map((garbage) => ({
      what: `${garbage.length} random bytes`,
      contentType: formData(),
      data: garbage,
      mustRefuse: 'it is not multipart',
    })),
  )
}
