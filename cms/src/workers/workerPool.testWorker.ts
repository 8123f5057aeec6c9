/** A worker for workerPool.test.ts: each task says what it should do, well or badly. */
import { threadId } from 'node:worker_threads'

import { serveTasks } from './serveTasks.ts'

export type TestTask =
  | { do: 'answer'; value: number }
  | { do: 'refuse' | 'throwUncaught' | 'exit' | 'spin' | 'fillMemory' | 'answerUnsendable' }

export type TestResult = { value: number; threadId: number; later?: () => number }

serveTasks<TestTask, TestResult>(async (task) => {
  switch (task.do) {
    case 'answer':
      return { result: { value: task.value, threadId } }
    case 'refuse':
      throw new Error('this task is refused')
    case 'throwUncaught':
      setTimeout(() => {
        throw new Error('something broke outside the task')
      })
      return new Promise<never>(() => {})
    case 'exit':
      return process.exit(3)
    case 'spin':
      for (;;);
    case 'fillMemory': {
      const kept: number[][] = []
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, n) => n * 1.5))
    }
    case 'answerUnsendable':
      return { result: { value: 0, threadId, later: () => threadId } }
  }
})
