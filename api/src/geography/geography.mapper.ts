import type { Country, Zone } from '@valuedesk/cms'
import { idOf } from '@valuedesk/domain'

export const toCountryResponse = (country: Country) => ({
  CountryId: country.id,
  Name: country.name,
  Code: country.code,
})

export const toZoneResponse = (zone: Zone) => ({
  ZoneId: zone.id,
  CountryId: idOf(zone.country),
  Name: zone.name,
  Code: zone.code,
  PostcodeCount: zone.postcodes?.length ?? 0,
})
