import type { FieldErrors, UseFormRegister } from 'react-hook-form'

import type { Fund } from '@valuedesk/domain'

import { TextField } from '../ui/TextField.tsx'

type WithFund = { Fund?: Fund }

/** The fund's name, trustee and ABN; with `later`, the customer is told the report waits for it. */
export function FundFields<T extends WithFund>({
  register,
  errors,
  required,
  later,
}: {
  register: UseFormRegister<T>
  errors: FieldErrors<WithFund>
  required: boolean
  later?: boolean
}) {
  const field = register as unknown as UseFormRegister<WithFund>
  return (
    <fieldset className="field" aria-describedby={later ? 'fund-later' : undefined}>
      <legend>The fund{required || later ? '' : ' (optional)'}</legend>
      {later && (
        <p className="field__hint" id="fund-later">
          The report names the fund. Don’t have its details to hand? Order now and give them on your order
          page later: we finish the report once we have them.
        </p>
      )}
      <TextField
        label="Fund name"
        required={required}
        autoComplete="organization"
        error={errors.Fund?.Name?.message ?? errors.Fund?.message}
        {...field('Fund.Name')}
      />
      <TextField
        label="Trustee"
        required={required}
        error={errors.Fund?.Trustee?.message}
        {...field('Fund.Trustee')}
      />
      <TextField
        label="Fund ABN"
        required={required}
        inputMode="numeric"
        placeholder="11 digits"
        error={errors.Fund?.Abn?.message}
        {...field('Fund.Abn')}
      />
    </fieldset>
  )
}

/** A fund left blank is no fund: the rules then ask for one only where the purpose needs it. */
export function withoutBlankFund<T extends WithFund>(values: T): T {
  const fund = values.Fund
  if (!fund || Object.values(fund).some((value) => String(value ?? '').trim())) return values
  const { Fund: _blank, ...rest } = values
  return rest as T
}
