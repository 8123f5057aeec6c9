import { describe, expect, it } from 'vitest'

import { MAX_FILE_NAME, nameAsSent } from './fileName.ts'

describe('the name a file keeps', () => {
  it.each([
    ['rates-notice.pdf', 'pdf', 'rates-notice.pdf'],
    ['IMG_0001.HEIC', 'jpg', 'IMG_0001.jpg'],
    ['C:\\Users\\karen\\Desktop\\Title search.pdf', 'pdf', 'Title search.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['report"; filename="evil.exe', 'pdf', 'report; filename=evil.pdf'],
    ['line\nbreak\u202Egnp.exe', 'png', 'linebreakgnp.png'],
    ['   front   of house .jpeg', 'jpg', 'front of house.jpg'],
    ['.hidden', 'pdf', 'document.pdf'],
    ['', 'jpg', 'document.jpg'],
    [undefined, 'jpg', 'document.jpg'],
  ])('when %j is sent as a %s, then it is kept as %j', (sent, extension, kept) => {
    expect(nameAsSent(sent, extension, 'document')).toBe(kept)
  })

  it('when a name is very long, then it is cut before its extension', () => {
    const kept = nameAsSent(`${'a'.repeat(300)}.pdf`, 'pdf', 'document')
    expect(kept).toHaveLength(MAX_FILE_NAME)
    expect(kept.endsWith('a.pdf')).toBe(true)
  })
})
