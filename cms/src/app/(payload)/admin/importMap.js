import { DashWhenEmptyCell as DashWhenEmptyCell_b509f8ddbe64fac11fb192f638679cc8 } from '../../../adminUi/DashWhenEmptyCell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { MomentCell as MomentCell_f1b039d115ba77b8f3303dc1e034b6c2 } from '../../../adminUi/ReadableValue'
import { FileSizeCell as FileSizeCell_f1b039d115ba77b8f3303dc1e034b6c2 } from '../../../adminUi/ReadableValue'
import { ValuationActions as ValuationActions_6f8a4f7bc3fd5ce9bec35f76dd08759e } from '../../../adminUi/ValuationActions'
import { DueCell as DueCell_facd33915dc131692960e09ce621b999 } from '../../../adminUi/DueCell'
import { MomentField as MomentField_f1b039d115ba77b8f3303dc1e034b6c2 } from '../../../adminUi/ReadableValue'
import { CustomerContact as CustomerContact_2371b2f23eb8ff351cecb43d19545f74 } from '../../../adminUi/CustomerContact'
import { OrderDetails as OrderDetails_65f86dadc41fc8bcd373689c2ad63f4d } from '../../../adminUi/OrderDetails'
import { AdminsRelationship as AdminsRelationship_c850ce9cd466a3b05bed45d34a70d13b } from '../../../adminUi/AdminsRelationship'
import { YesNoCell as YesNoCell_f1b039d115ba77b8f3303dc1e034b6c2 } from '../../../adminUi/ReadableValue'
import { JsonTextField as JsonTextField_1f30879fa9249730b4f7f8cb7b1427f7 } from '../../../adminUi/JsonTextField'
import { ValuationHistory as ValuationHistory_0146b8a2a799c0891e1dbf82873f7370 } from '../../../adminUi/ValuationHistory'
import { DrawnArray as DrawnArray_b33821c3af349cd001155978642fb615 } from '../../../adminUi/DrawnArray'
import { SalesCsvImport as SalesCsvImport_e247ec17869b7ee530de97d8806c87a0 } from '../../../adminUi/SalesCsvImport'
import { DollarsField as DollarsField_1d0465f530266f731ae44af4504c4387 } from '../../../adminUi/AmountField'
import { AreaField as AreaField_1d0465f530266f731ae44af4504c4387 } from '../../../adminUi/AmountField'
import { AdjustedEvidence as AdjustedEvidence_c353e081b268de9e6bcc09b14e5325c9 } from '../../../adminUi/AdjustedEvidence'
import { ReportContents as ReportContents_51789b3b0b7b64adaeda466e06fa857b } from '../../../adminUi/ReportContents'
import { ReportChecklistField as ReportChecklistField_00aba6d6c8d572226c72b703e483a009 } from '../../../adminUi/ReportChecklistField'
import { ReportHistory as ReportHistory_096d357e7eea7f99cf441897f3f47365 } from '../../../adminUi/ReportHistory'
import { ReportActions as ReportActions_68a604306d79b9a1ccf390da0e8eeb30 } from '../../../adminUi/ReportActions'
import { ReportAutosave as ReportAutosave_05fb09b9d13fd65f31ef39ccb9cb2109 } from '../../../adminUi/ReportAutosave'
import { DollarsCell as DollarsCell_f1b039d115ba77b8f3303dc1e034b6c2 } from '../../../adminUi/ReadableValue'
import { EmailCell as EmailCell_f1b039d115ba77b8f3303dc1e034b6c2 } from '../../../adminUi/ReadableValue'
import { AbnCell as AbnCell_26f43e560d3f74029dddfa001ea57fb4 } from '../../../adminUi/AbnCell'
import { CentsCell as CentsCell_f1b039d115ba77b8f3303dc1e034b6c2 } from '../../../adminUi/ReadableValue'
import { CentsField as CentsField_f1b039d115ba77b8f3303dc1e034b6c2 } from '../../../adminUi/ReadableValue'
import { InvoiceActions as InvoiceActions_cab9bb450fc5755b63794f8b7dd59ff3 } from '../../../adminUi/InvoiceActions'
import { FirmMonthlyBilling as FirmMonthlyBilling_6014d3937315c29487c1e3bfd67f9acb } from '../../../adminUi/FirmMonthlyBilling'
import { InviteFromUsers as InviteFromUsers_eaf7274193c973abab164e9a0865bac9 } from '../../../adminUi/invite/InviteLink'
import { EmailPreview as EmailPreview_a7a6b49c5f7b851e01950c65b77622e7 } from '../../../adminUi/EmailPreview'
import { InviteLink as InviteLink_eaf7274193c973abab164e9a0865bac9 } from '../../../adminUi/invite/InviteLink'
import { NameMissing as NameMissing_f62ba66b048d58cee7f2d2d164d26ed0 } from '../../../adminUi/NameMissing'
import { WorkQueues as WorkQueues_790527cb17bff6125b513cca9e1cf6eb } from '../../../adminUi/WorkQueues'
import { FailedEmails as FailedEmails_8b79eee7e2938bbba71ec866f4f84b0c } from '../../../adminUi/FailedEmails'
import { FailedJobs as FailedJobs_47b25e0e98cb4dd44b7ff356e348a4a3 } from '../../../adminUi/WorkQueuesFailedJobs'
import { MyValuations as MyValuations_0b7579f5123009df0671df63d12a71c4 } from '../../../adminUi/MyValuations'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { InviteView as InviteView_bbf36a5c3c6f1c4bda37c11155f1b52e } from '../../../adminUi/invite/InviteView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/adminUi/DashWhenEmptyCell#DashWhenEmptyCell": DashWhenEmptyCell_b509f8ddbe64fac11fb192f638679cc8,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/adminUi/ReadableValue#MomentCell": MomentCell_f1b039d115ba77b8f3303dc1e034b6c2,
  "/adminUi/ReadableValue#FileSizeCell": FileSizeCell_f1b039d115ba77b8f3303dc1e034b6c2,
  "/adminUi/ValuationActions#ValuationActions": ValuationActions_6f8a4f7bc3fd5ce9bec35f76dd08759e,
  "/adminUi/DueCell#DueCell": DueCell_facd33915dc131692960e09ce621b999,
  "/adminUi/ReadableValue#MomentField": MomentField_f1b039d115ba77b8f3303dc1e034b6c2,
  "/adminUi/CustomerContact#CustomerContact": CustomerContact_2371b2f23eb8ff351cecb43d19545f74,
  "/adminUi/OrderDetails#OrderDetails": OrderDetails_65f86dadc41fc8bcd373689c2ad63f4d,
  "/adminUi/AdminsRelationship#AdminsRelationship": AdminsRelationship_c850ce9cd466a3b05bed45d34a70d13b,
  "/adminUi/ReadableValue#YesNoCell": YesNoCell_f1b039d115ba77b8f3303dc1e034b6c2,
  "/adminUi/JsonTextField#JsonTextField": JsonTextField_1f30879fa9249730b4f7f8cb7b1427f7,
  "/adminUi/ValuationHistory#ValuationHistory": ValuationHistory_0146b8a2a799c0891e1dbf82873f7370,
  "/adminUi/DrawnArray#DrawnArray": DrawnArray_b33821c3af349cd001155978642fb615,
  "/adminUi/SalesCsvImport#SalesCsvImport": SalesCsvImport_e247ec17869b7ee530de97d8806c87a0,
  "/adminUi/AmountField#DollarsField": DollarsField_1d0465f530266f731ae44af4504c4387,
  "/adminUi/AmountField#AreaField": AreaField_1d0465f530266f731ae44af4504c4387,
  "/adminUi/AdjustedEvidence#AdjustedEvidence": AdjustedEvidence_c353e081b268de9e6bcc09b14e5325c9,
  "/adminUi/ReportContents#ReportContents": ReportContents_51789b3b0b7b64adaeda466e06fa857b,
  "/adminUi/ReportChecklistField#ReportChecklistField": ReportChecklistField_00aba6d6c8d572226c72b703e483a009,
  "/adminUi/ReportHistory#ReportHistory": ReportHistory_096d357e7eea7f99cf441897f3f47365,
  "/adminUi/ReportActions#ReportActions": ReportActions_68a604306d79b9a1ccf390da0e8eeb30,
  "/adminUi/ReportAutosave#ReportAutosave": ReportAutosave_05fb09b9d13fd65f31ef39ccb9cb2109,
  "/adminUi/ReadableValue#DollarsCell": DollarsCell_f1b039d115ba77b8f3303dc1e034b6c2,
  "/adminUi/ReadableValue#EmailCell": EmailCell_f1b039d115ba77b8f3303dc1e034b6c2,
  "/adminUi/AbnCell#AbnCell": AbnCell_26f43e560d3f74029dddfa001ea57fb4,
  "/adminUi/ReadableValue#CentsCell": CentsCell_f1b039d115ba77b8f3303dc1e034b6c2,
  "/adminUi/ReadableValue#CentsField": CentsField_f1b039d115ba77b8f3303dc1e034b6c2,
  "/adminUi/InvoiceActions#InvoiceActions": InvoiceActions_cab9bb450fc5755b63794f8b7dd59ff3,
  "/adminUi/FirmMonthlyBilling#FirmMonthlyBilling": FirmMonthlyBilling_6014d3937315c29487c1e3bfd67f9acb,
  "/adminUi/invite/InviteLink#InviteFromUsers": InviteFromUsers_eaf7274193c973abab164e9a0865bac9,
  "/adminUi/EmailPreview#EmailPreview": EmailPreview_a7a6b49c5f7b851e01950c65b77622e7,
  "/adminUi/invite/InviteLink#InviteLink": InviteLink_eaf7274193c973abab164e9a0865bac9,
  "/adminUi/NameMissing#NameMissing": NameMissing_f62ba66b048d58cee7f2d2d164d26ed0,
  "/adminUi/WorkQueues#WorkQueues": WorkQueues_790527cb17bff6125b513cca9e1cf6eb,
  "/adminUi/FailedEmails#FailedEmails": FailedEmails_8b79eee7e2938bbba71ec866f4f84b0c,
  "/adminUi/WorkQueuesFailedJobs#FailedJobs": FailedJobs_47b25e0e98cb4dd44b7ff356e348a4a3,
  "/adminUi/MyValuations#MyValuations": MyValuations_0b7579f5123009df0671df63d12a71c4,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/adminUi/invite/InviteView#InviteView": InviteView_bbf36a5c3c6f1c4bda37c11155f1b52e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
