import type { Country, Zone } from '@valuedesk/cms'

export const toCountryResponse = (country: Country) => ({
  CountryId: country.id,
  Name: country.name,
  Code: country.code,
})

export const toZoneResponse = (zone: Zone) => ({
  ZoneId: zone.id,
  CountryId: typeof zone.country === 'object' ? zone.country.id : zone.country,
  Name: zone.name,
  Code: zone.code,
  PostcodeCount: zone.postcodes?.length ?? 0,
})
