import '../zodInBrowser.ts'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { fundAsked, GiveFundRequest, type OrderView } from '@valuedesk/domain'

import { ApiError } from '../api/client.ts'
import { FundFields } from '../fund/FundFields.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { doorOfPage, sendFund } from './answerApi.ts'

/** The same rules as the wizard's fund, checked again by the server. */
export function FundForm({ order, onGiven }: { order: OrderView; onGiven: (order: OrderView) => void }) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<GiveFundRequest>({ resolver: zodResolver(GiveFundRequest) })
  const submit = handleSubmit(async (values) => {
    setRefusal(null)
    try {
      const given = await sendFund(doorOfPage(String(order.ValuationId)), values)
      if (given) onGiven(given)
    } catch (error) {
      setRefusal(
        error instanceof ApiError && error.modelState
          ? Object.values(error.modelState).flat().join(' ')
          : error instanceof ApiError && error.status === 409
            ? 'This order no longer takes a fund here; please contact us.'
            : 'The fund could not be saved just now; please try again.',
      )
    }
  })
  return (
    <form className="order__fund" onSubmit={submit} noValidate aria-labelledby="fund-needed">
      <Alert type="warning">
        <strong id="fund-needed">The fund’s details are needed.</strong> {fundAsked()}
      </Alert>
      <FundFields register={register} errors={errors} required />
      {refusal && <Alert type="warning">{refusal}</Alert>}
      <Button type="submit" loading={isSubmitting}>
        Save the fund’s details
      </Button>
    </form>
  )
}
