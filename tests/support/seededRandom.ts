/*
 * Preloaded (`node --import`) into a generator that draws from Math.random: the same SEEDED_RANDOM gives the
 * same draws, so a run that found something can be run again. mulberry32: small, and plenty for test data.
 */
let state = Number(process.env.SEEDED_RANDOM ?? 0) >>> 0
Math.random = () => {
  state = (state + 0x6d2b79f5) >>> 0
  let t = Math.imul(state ^ (state >>> 15), 1 | state)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
}
