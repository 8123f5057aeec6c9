import { classificationKeys, propertyClassifications, purposeKeys, purposes } from '@valuedesk/domain'

export const classificationChoices = classificationKeys.map((key) => ({
  value: key,
  label: propertyClassifications[key].label,
}))

export const purposeChoices = purposeKeys.map((key) => ({ value: key, label: purposes[key].label }))
