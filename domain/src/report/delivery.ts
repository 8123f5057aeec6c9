/**
 * Where a delivered report's e-mail stands: queued when the report is completed, sent once the mail
 * service confirms it (SendGrid accepted it, or the Outbox kept it), failed when every retry failed (an admin
 * may send it again). Nobody is told "sent" before it is.
 */
export const deliveryStates = ['queued', 'sent', 'failed'] as const
export type DeliveryState = (typeof deliveryStates)[number]

export const deliveryStateLabels: Record<DeliveryState, string> = {
  queued: 'Queued (not yet confirmed sent)',
  sent: 'Sent',
  failed: 'Failed (not delivered; retry it from the dashboard)',
}
