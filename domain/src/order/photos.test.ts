import { describe, expect, it } from 'vitest'

import { MAX_UPLOAD_BYTES, photoProblem } from './photos.ts'

describe('a photo chosen in the order form, before it is sent', () => {
  it.each([
    { name: 'front.jpg', type: 'image/jpeg', size: 4_000_000, problem: null },
    { name: 'IMG_0001.HEIC', type: '', size: 3_000_000, problem: null },
    { name: 'plan.png', type: 'image/png', size: MAX_UPLOAD_BYTES, problem: null },
    {
      name: 'drone.jpg',
      type: 'image/jpeg',
      size: 50 * 1024 * 1024,
      problem: /50 MB: photos may be at most 15 MB/,
    },
    { name: 'contract.pdf', type: 'application/pdf', size: 200_000, problem: /not accepted/ },
    { name: 'movie.mov', type: 'video/quicktime', size: 2_000_000, problem: /not accepted/ },
  ])('when $name ($type, $size bytes) is chosen, then it is refused only when it would be', (photo) => {
    const problem = photoProblem(photo)
    if (photo.problem) expect(problem).toMatch(photo.problem)
    else expect(problem).toBeNull()
  })
})
