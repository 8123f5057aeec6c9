import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { adminOnly, adminOrThisValuer, hasRole, visibleTo } from '../access/index.ts'
import { env } from '../env.ts'
import { setOwner } from '../hooks/setOwner.ts'
import { downloadOnly } from '../uploads/downloadOnly.ts'
import { missingFileIs404 } from '../uploads/missingFile.ts'
import { checkSignatureUpload, signatureFileTypes } from '../uploads/signatureUpload.ts'

/** Never public; a new signature is a new upload, which an admin verifies. */
export const Signatures: CollectionConfig = {
  slug: 'signatures',
  labels: { singular: 'Valuer signature', plural: 'Valuer signatures' },
  // The report's signature block is GraphQL's "Signature" already.
  graphQL: { singularName: 'ValuerSignature', pluralName: 'ValuerSignatures' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'valuer', 'createdAt'],
    group: 'Valuations',
    hidden: visibleTo('valuer'),
    description: 'Upload your signature here, then choose it on your record under Valuers in practices.',
  },
  // A customer's or a guest's sign-in finds none: not even an empty query of their own (valuers alone sign).
  access: { read: adminOrThisValuer, create: hasRole('valuer'), update: () => false, delete: adminOnly },
  hooks: { beforeOperation: [checkSignatureUpload], beforeChange: [setOwner('valuer')] },
  upload: {
    handlers: [missingFileIs404],
    staticDir: path.join(env.dataDir, 'signatures'),
    mimeTypes: Object.keys(signatureFileTypes),
    modifyResponseHeaders: downloadOnly,
  },
  fields: [
    {
      // Whose signature it is: a valuer's own upload is theirs (setOwner); an admin names the valuer. Never changed.
      name: 'valuer',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { roles: { in: ['valuer'] } },
      admin: { position: 'sidebar', description: 'Whose signature this is (yours, when you upload it).' },
      access: { update: () => false },
    },
  ],
}
