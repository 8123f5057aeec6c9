import qrcode from 'qrcode-generator'

import type { Doc } from './theme.ts'

/** Error correction M: a smudged or folded print still scans; leave four modules of light margin. */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number, colour: string) {
  const code = qrcode(0, 'M')
  code.addData(text)
  code.make()
  const count = code.getModuleCount()
  const module = size / count
  doc.save()
  for (let row = 0; row < count; row++)
    for (let column = 0; column < count; column++)
      // A hair larger than its cell, so neighbouring squares leave no light seams when printed or zoomed.
      if (code.isDark(row, column))
        doc.rect(x + column * module, y + row * module, module + 0.02, module + 0.02)
  doc.fill(colour)
  doc.restore()
}
