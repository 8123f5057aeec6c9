import {
  CreateValuationRequest,
  CreateValuationResponse,
  IdParams,
  InvoiceSummary,
  PrepaymentRequest,
  PrevaluationFormRequest,
  PrevaluationFormResponse,
  PropertyDetailsRequest,
  QuoteResponse,
  SavePropertyDetailsRequest,
} from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { toInvoiceSummary } from '../orders/orders.mapper.ts'
import { quote } from '@valuedesk/cms'
import {
  createPrevaluationForm,
  createValuation,
  prepayment,
  savePropertyDetails,
} from './valuationForm.service.ts'

export const valuationFormRoutes = [
  defineRoute({
    method: 'post',
    path: '/valuation_form/property_details',
    summary: 'The instant quote and scope check for a property (the price is binding once ordered)',
    tag: 'Valuation form',
    access: 'authenticated',
    body: PropertyDetailsRequest,
    response: QuoteResponse,
    handler: ({ payload, body }) =>
      quote(payload, {
        classification: body.PropertyTypeSelection.PropertyClassification,
        type: body.PropertyTypeSelection.PropertyType,
        strataTitled: body.StrataTitled,
        tenancies: body.Tenancies,
        estimatedValue: body.EstimatedValue,
        specialUse: body.SpecialUse,
        reportKind: body.ReportKind,
        purpose: body.Purpose,
        state: body.AddressDetails.State,
        relatedParty: body.RelatedParty,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/valuation_form/create_prevaluation_form',
    summary: 'Checks the order (scope included) and keeps the property as a snapshot; returns its quote',
    tag: 'Valuation form',
    access: 'authenticated',
    body: PrevaluationFormRequest,
    response: PrevaluationFormResponse,
    successStatus: 201,
    errors: [404],
    handler: ({ payload, user, body }) => createPrevaluationForm(payload, user!, body),
  }),
  defineRoute({
    method: 'post',
    path: '/valuation_form/:id/save_property_details',
    summary: 'Saves the class-specific property details (step 3) into the snapshot',
    tag: 'Valuation form',
    access: 'authenticated',
    // Once invoiced, the property stays as it was ordered.
    errors: [409],
    params: IdParams,
    body: SavePropertyDetailsRequest,
    handler: ({ payload, user, params, body }) => savePropertyDetails(payload, user!, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/valuation_form/prepayment_process_submission',
    summary: 'Prices the snapshot from the fee rows and raises the tax invoice',
    tag: 'Valuation form',
    access: 'authenticated',
    body: PrepaymentRequest,
    response: InvoiceSummary,
    successStatus: 201,
    errors: [404],
    handler: async ({ payload, user, body }) => toInvoiceSummary(await prepayment(payload, user!, body)),
  }),
  defineRoute({
    method: 'post',
    path: '/valuation_form/valuations',
    summary: 'Creates the valuation (status None until paid) for a snapshot and its invoice',
    tag: 'Valuation form',
    access: 'authenticated',
    body: CreateValuationRequest,
    response: CreateValuationResponse,
    successStatus: 201,
    errors: [404, 409, 429],
    handler: ({ payload, user, body }) => createValuation(payload, user!, body),
  }),
]
