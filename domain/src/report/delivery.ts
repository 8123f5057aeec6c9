/** Nobody is told "sent" before the mail service confirms it. */
export const deliveryStates = ['queued', 'sent', 'failed'] as const
export type DeliveryState = (typeof deliveryStates)[number]

export const deliveryStateLabels: Record<DeliveryState, string> = {
  queued: 'Queued (not yet confirmed sent)',
  sent: 'Sent',
  failed: 'Failed (not delivered; retry it from the dashboard)',
}
