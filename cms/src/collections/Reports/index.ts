import type { CollectionConfig } from 'payload'

import {
  reportImageKindKeys,
  reportImageKinds,
  deliveryStateLabels,
  deliveryStates,
  reportRuleIds,
  reportRuleLabels,
  reportStatus,
  reportStatuses,
  reportStatusLabels,
} from '@valuedesk/domain'

import { adminOrAssignedValuerField } from '../../access/assignedValuerField.ts'
import { ownedByLifecycle } from '../../access/lifecycleOwned.ts'
import { adminOnly, reportReaders, reportWriters, visibleTo } from '../../access/index.ts'
import { reportBlocks } from '../../report-blocks/payloadBlocks.ts'
import { draftsOfOpenValuationsOnly } from '../../hooks/draftsOfOpenValuationsOnly.ts'
import { recordReportEdits } from '../../hooks/recordReportEdits.ts'
import { verificationField } from './verificationField.ts'

/** Completing sets these, on the server; no one edits them. */
const serverSets = { create: () => false, update: () => false }

export const Reports: CollectionConfig = {
  slug: 'reports',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'valuation', 'status', 'updatedAt'],
    listSearchableFields: ['title'],
    group: 'Valuations',
    hidden: visibleTo('valuer'),
    components: {
      edit: {
        SaveButton: '/adminUi/ReportAutosave#ReportAutosave',
        beforeDocumentControls: ['/adminUi/ReportActions#ReportActions'],
      },
    },
  },
  access: { read: reportReaders, create: reportWriters, update: reportWriters, delete: adminOnly },
  hooks: {
    beforeChange: [
      draftsOfOpenValuationsOnly,
      ownedByLifecycle({
        // Notes on warnings are written by their verb; the edit history by recordReportEdits, below.
        fields: [
          'status',
          'pdf',
          'completedAt',
          'version',
          'reissueReason',
          'ruleNotes',
          'edits',
          'delivery',
          'verification',
        ],
        frozen: ['valuation', 'template'],
        defaults: { status: reportStatus.draft, version: 1, delivery: {}, verification: {} },
      }),
      recordReportEdits,
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
      // The order beside the report, so the valuer retypes nothing and reads it as the customer told it.
      name: 'told',
      type: 'ui',
      admin: { components: { Field: '/adminUi/OrderDetails#OrderDetails' } },
    },
    {
      name: 'blocks',
      label: 'Report',
      type: 'blocks',
      blocks: reportBlocks,
      admin: {
        initCollapsed: true,
        description:
          'Open a block from the contents beside it (or Alt+↓); add, reorder or delete blocks: the PDF follows their order. Saved as you type.',
      },
    },
    {
      name: 'images',
      label: 'Images (aerial, street view, plans, title)',
      type: 'array',
      // Read as the report is; written by the valuer who signs it, or an admin.
      access: { create: adminOrAssignedValuerField, update: adminOrAssignedValuerField },
      admin: {
        description: 'Printed with the photographs, each with its kind, caption and source. Kept private.',
      },
      fields: [
        { name: 'file', type: 'upload', relationTo: 'files', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'aerial',
              options: reportImageKindKeys.map((value) => ({ value, label: reportImageKinds[value] })),
            },
            { name: 'caption', type: 'text', required: true, maxLength: 300 },
            { name: 'source', label: 'Source or credit', type: 'text', maxLength: 200 },
          ],
        },
      ],
    },
    {
      name: 'contents',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/adminUi/ReportContents#ReportContents' } },
    },
    {
      name: 'checks',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/adminUi/ReportChecklistField#ReportChecklistField' },
      },
    },
    {
      name: 'history',
      type: 'ui',
      admin: { components: { Field: '/adminUi/ReportHistory#ReportHistory' } },
    },
    {
      name: 'ruleNotes',
      label: 'Notes on warnings',
      type: 'array',
      // Shown and written through the checklist (the noteReportWarning verb), never as raw fields.
      admin: { disabled: true },
      fields: [
        {
          name: 'rule',
          type: 'select',
          required: true,
          options: reportRuleIds.map((value) => ({ value, label: reportRuleLabels[value] })),
        },
        { name: 'note', type: 'textarea', required: true },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        { name: 'byName', type: 'text' },
        { name: 'at', type: 'date', required: true },
      ],
    },
    {
      name: 'edits',
      label: 'Edit history',
      type: 'array',
      admin: { disabled: true },
      fields: [
        { name: 'at', type: 'date', required: true },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        { name: 'byName', type: 'text' },
        { name: 'changes', type: 'textarea', required: true },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: reportStatus.draft,
      options: reportStatuses.map((value) => ({ value, label: reportStatusLabels[value] })),
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
      name: 'version',
      type: 'number',
      defaultValue: 1,
      min: 1,
      access: serverSets,
      admin: { position: 'sidebar', readOnly: true, description: 'A reissued report is the next version.' },
    },
    {
      name: 'reissueReason',
      label: 'Why it was reissued',
      type: 'textarea',
      access: serverSets,
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.reissueReason) },
    },
    {
      name: 'delivery',
      label: 'E-mail to the customer',
      type: 'group',
      access: serverSets,
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.delivery?.state),
        description:
          'Sent only once the mail service confirms it; each outcome is in the valuation’s history.',
      },
      fields: [
        {
          name: 'state',
          type: 'select',
          options: deliveryStates.map((value) => ({ value, label: deliveryStateLabels[value] })),
        },
        { name: 'to', type: 'text' },
        { name: 'at', label: 'Since', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'error', label: 'Why it failed', type: 'textarea' },
      ],
    },
    {
      name: 'completedAt',
      type: 'date',
      access: serverSets,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    verificationField,
  ],
}
