import { formatDate, type AccountProperty } from '@valuedesk/domain'

export function AccountProperties({ properties }: { properties: AccountProperty[] }) {
  return (
    <ul className="account-cards">
      {properties.map((property) => (
        <li key={`${property.ValuationId}`} className="account-card">
          <h3 className="account-card__title">{property.Address}</h3>
          <p>
            <span className={`account-age account-age--${property.AgeBand ?? 'none'}`}>
              {property.AgeLabel}
            </span>
          </p>
          <p className="account-card__meta">
            {property.LatestValueDate
              ? `Latest value at ${formatDate(property.LatestValueDate)} (order ${property.Reference})`
              : `Order ${property.Reference} is not delivered yet`}
            {property.Orders > 1 ? ` · ${property.Orders} orders` : ''}
          </p>
          <div className="account-card__actions">
            <a className="button button--secondary" href={`/valuation?reorder=${property.ValuationId}`}>
              Value it again<span className="visually-hidden"> ({property.Address})</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}
