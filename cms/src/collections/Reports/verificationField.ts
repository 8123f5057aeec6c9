import type { Field } from 'payload'

/** A later change to the valuer's records or the practice does not rewrite what was delivered. */
export const verificationField: Field = {
  name: 'verification',
  label: 'Verification',
  type: 'group',
  access: { create: () => false, update: () => false },
  admin: {
    position: 'sidebar',
    readOnly: true,
    condition: (data) => Boolean(data?.verification?.code),
    description: 'Printed on the delivered PDF; anyone may check the report at /verify/{code}.',
  },
  fields: [
    { name: 'code', type: 'text', unique: true, index: true },
    { name: 'sha256', label: 'SHA-256 of the delivered PDF', type: 'text' },
    { name: 'practice', type: 'text', admin: { hidden: true } },
    { name: 'valuer', type: 'text', admin: { hidden: true } },
    { name: 'licences', type: 'textarea', admin: { hidden: true } },
    { name: 'address', type: 'text', admin: { hidden: true } },
    { name: 'valuationDate', type: 'text', admin: { hidden: true } },
    { name: 'reportDate', type: 'text', admin: { hidden: true } },
  ],
}
