import type { Block } from 'payload'

import { australianStates, purposeKeys, purposes } from '@valuedesk/domain'

export const Testimonials: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'testimonials',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'quote', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'role', type: 'text', admin: { description: 'Who they are, e.g. "SMSF trustee".' } },
          ],
        },
        {
          // What a reader checks a testimonial by: what the valuation was for, and where the property is.
          type: 'row',
          fields: [
            {
              name: 'purpose',
              type: 'select',
              // Only what we sell: a testimonial for a purpose we turn away would mislead.
              options: purposeKeys
                .filter((key) => purposes[key].inScope)
                .map((value) => ({ value, label: purposes[value].label })),
              admin: { description: 'What the valuation was for, printed in words.' },
            },
            { name: 'suburb', type: 'text', maxLength: 60, admin: { description: 'The property’s suburb.' } },
            { name: 'state', type: 'select', options: [...australianStates] },
          ],
        },
      ],
    },
  ],
}
