import { setTimeout as sleep } from 'node:timers/promises'
import v8 from 'node:v8'
import vm from 'node:vm'

/** How the event loop fared while something ran: the longest wait of a timer, and the longest busy stretch. */
export type EventLoopWatch = {
  /** The longest a 1 ms timer waited past its time (ms): what a request arriving then would wait, all causes. */
  delayMaxMs: number
  /**
   * The most CPU time this thread spent between two ticks of the timer (ms): how long the event loop itself was
   * held (JavaScript, garbage collection). Unlike the delay, it does not count time the thread waited for a CPU
   * (other threads or processes, a busy host), so it tells code that blocks from a busy machine.
   */
  busyMaxMs: number
}

/** Runs `work` with a timer ticking every millisecond beside it: its result, its duration and the loop's figures. */
export async function watchEventLoop<T>(
  work: () => Promise<T>,
): Promise<EventLoopWatch & { result: T; ms: number }> {
  let watching = true
  let delayMaxMs = 0
  let busyMaxMs = 0
  let last = performance.now()
  let lastCpu = process.threadCpuUsage()
  const tick = () => {
    const now = performance.now()
    const cpu = process.threadCpuUsage()
    delayMaxMs = Math.max(delayMaxMs, now - last - 1)
    busyMaxMs = Math.max(busyMaxMs, (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000)
    last = now
    lastCpu = cpu
    if (watching) setTimeout(tick, 1)
  }
  setTimeout(tick, 1)
  const began = performance.now()
  const result = await work()
  const ms = performance.now() - began
  // A held timer counts when it finally fires: let it.
  await sleep(20)
  watching = false
  return { result, ms, delayMaxMs, busyMaxMs }
}

/**
 * A full garbage collection now, so that what loading the code and making test data left behind is not
 * collected during (and counted against) what is measured next.
 */
export function collectGarbage() {
  v8.setFlagsFromString('--expose-gc')
  ;(vm.runInNewContext('gc') as () => void)()
}
