import type { PropertySnapshot } from '@valuedesk/cms'
import { detailsFormOf, positionSourceOf } from '@valuedesk/domain'

export const toSnapshotResponse = (snapshot: PropertySnapshot) => ({
  PropertySnapshotId: snapshot.id,
  AddressDetails: {
    Address: snapshot.address,
    Street: snapshot.street ?? undefined,
    Suburb: snapshot.suburb ?? undefined,
    State: snapshot.state ?? undefined,
    Postcode: snapshot.postcode ?? undefined,
    PlaceId: snapshot.placeId ?? undefined,
    Latitude: snapshot.latitude ?? undefined,
    Longitude: snapshot.longitude ?? undefined,
    PositionSource: snapshot.latitude != null ? positionSourceOf(snapshot) : undefined,
  },
  PropertyTypeSelection: {
    PropertyClassification: snapshot.classification,
    PropertyType: snapshot.propertyType,
  },
  StrataTitled: Boolean(snapshot.strataTitled),
  Tenancies: snapshot.tenancies,
  EstimatedValue: snapshot.estimatedValue,
  SpecialUse: snapshot.specialUse ?? 'none',
  DetailsForm: snapshot.detailsForm ?? detailsFormOf(snapshot.classification),
  Details: (snapshot.details as Record<string, unknown> | null) ?? {},
})
