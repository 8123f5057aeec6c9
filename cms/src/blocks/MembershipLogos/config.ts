import type { Block } from 'payload'

export const MembershipLogos: Block = {
  slug: 'membershipLogos',
  interfaceName: 'MembershipLogosBlock',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'logos',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
      ],
    },
  ],
}
