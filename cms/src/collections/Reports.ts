import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { idOf } from '@valuedesk/domain'

import { ownedByLifecycle } from '../access/lifecycleOwned.ts'
import { adminOnly, reportReaders, reportWriters, visibleTo } from '../access/index.ts'
import { reportBlocks } from '../reports/blocks.ts'

/**
 * A report belongs to a valuation its author may work on: Payload's valuation access decides (404 for one
 * they may not).
 */
const ownValuationOnly: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create' || !req.user || !data.valuation) return data
  const id = idOf(data.valuation)
  await req.payload
    .findByID({ collection: 'valuations', id, depth: 0, user: req.user, overrideAccess: false, req })
    .catch(() => {
      throw new APIError('No valuation of yours to report on.', 404, undefined, true)
    })
  return data
}

/** Completing sets these, on the server; no one edits them. */
const serverSets = { create: () => false, update: () => false }

/**
 * A valuation's report (spec: Report, report block): the valuer builds it from a template's blocks,
 * previews it, and completes it; completing stores the PDF and sends it to the customer.
 */
export const Reports: CollectionConfig = {
  slug: 'reports',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'valuation', 'status', 'updatedAt'],
    listSearchableFields: ['title'],
    group: 'Valuations',
    hidden: visibleTo('valuer'),
    components: { edit: { beforeDocumentControls: ['/adminUi/ReportActions#ReportActions'] } },
  },
  access: { read: reportReaders, create: reportWriters, update: reportWriters, delete: adminOnly },
  hooks: {
    beforeChange: [
      ownValuationOnly,
      ownedByLifecycle({
        fields: ['status', 'pdf', 'completedAt'],
        frozen: ['valuation'],
        defaults: { status: 'draft' },
      }),
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'valuation',
          type: 'relationship',
          relationTo: 'valuations',
          required: true,
          index: true,
          admin: { readOnly: true },
        },
        { name: 'template', type: 'relationship', relationTo: 'report-templates', admin: { readOnly: true } },
      ],
    },
    {
      name: 'blocks',
      label: 'Report',
      type: 'blocks',
      blocks: reportBlocks,
      admin: {
        description:
          'Add, reorder, edit or delete blocks; the PDF follows their order. Preview it before completing.',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: [
        { label: 'Draft', value: 'draft' },
        { label: 'Final (sent)', value: 'final' },
      ],
      access: serverSets,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'pdf',
      label: 'Report PDF',
      type: 'upload',
      relationTo: 'files',
      access: serverSets,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'completedAt',
      type: 'date',
      access: serverSets,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
