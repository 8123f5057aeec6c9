import { useEffect } from 'react'
import type { FieldValues, UseFormWatch } from 'react-hook-form'

import { keepTyping } from './draft.ts'

export function useKeptTyping<T extends FieldValues>(watch: UseFormWatch<T>, step: string) {
  useEffect(() => {
    const subscription = watch((values) => keepTyping(step, values))
    return () => subscription.unsubscribe()
  }, [watch, step])
}
