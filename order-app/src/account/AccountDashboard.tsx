import '../zodInBrowser.ts'
import './account.css'

import { useEffect, useState } from 'react'

import {
  firmInvoicingLabels,
  type AccountInvoice,
  type AccountOrder,
  type AccountProperty,
  type UserResponse,
} from '@valuedesk/domain'

import { withReference } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import { AccountInvoices } from './AccountInvoices.tsx'
import { AccountOrders } from './AccountOrders.tsx'
import { AccountProperties } from './AccountProperties.tsx'
import { AccountSection } from './AccountSection.tsx'
import { ClaimForm } from './ClaimForm.tsx'
import { isStaff, signedInUser, signInLink, signOut } from './accountApi.ts'
import { myFirms, type Firm } from './firmApi.ts'
import { useAccountData } from './useAccountData.ts'

type List<T> = { Items: T[] }

function AccountFirms() {
  const [firms, setFirms] = useState<Firm[]>([])
  useEffect(() => {
    myFirms().then(setFirms, () => setFirms([]))
  }, [])
  if (!firms.length) return null
  return (
    <ul className="account-firms" aria-label="Your firms">
      {firms.map((firm) => (
        <li key={firm.BusinessId}>
          Ordering for <strong>{firm.Name}</strong>: {firmInvoicingLabels[firm.Invoicing].toLowerCase()}.
        </li>
      ))}
    </ul>
  )
}
const none = <T,>(list: List<T>) => list.Items.length === 0

function Dashboard({ user }: { user: UserResponse }) {
  const orders = useAccountData<List<AccountOrder>>('/api/users/me/orders?pageSize=100')
  const invoices = useAccountData<List<AccountInvoice>>('/api/users/me/invoices?pageSize=100')
  const properties = useAccountData<List<AccountProperty>>('/api/users/me/properties')
  const [leaving, setLeaving] = useState(false)

  return (
    <>
      <div className="account-who">
        <p>
          Signed in as{' '}
          <strong>{[user.FirstName, user.LastName].filter(Boolean).join(' ') || user.Email}</strong> (
          {user.Email})
        </p>
        <Button
          type="button"
          variant="secondary"
          loading={leaving}
          onClick={async () => {
            setLeaving(true)
            await signOut()
            location.assign('/')
          }}
        >
          Sign out
        </Button>
      </div>
      <AccountFirms />
      <nav className="account-tools" aria-label="Order and manage">
        <a href="/valuation">Order a valuation</a>
        <a href="/account/bulk-order">Order several properties</a>
        <a href="/account/firm">Your firm</a>
      </nav>
      <nav className="account-jump" aria-label="On this page">
        <a href="#orders-heading">Orders</a>
        <a href="#invoices-heading">Tax invoices</a>
        <a href="#properties-heading">Properties</a>
        <a href="#claim-heading">Add an earlier order</a>
      </nav>
      <AccountSection
        id="orders-heading"
        title="Your orders"
        noun="orders"
        {...orders}
        isEmpty={none}
        empty={
          <>
            No orders yet. <a href="/valuation">Order a valuation</a>, or add one you placed without an
            account below.
          </>
        }
      >
        {(data) => <AccountOrders orders={data.Items} />}
      </AccountSection>
      <AccountSection
        id="invoices-heading"
        title="Tax invoices"
        noun="invoices"
        {...invoices}
        isEmpty={none}
        empty="No tax invoices yet: each order’s invoice, or your firm’s monthly invoice, appears here."
      >
        {(data) => <AccountInvoices invoices={data.Items} />}
      </AccountSection>
      <AccountSection
        id="properties-heading"
        title="Properties"
        noun="properties"
        {...properties}
        isEmpty={none}
        empty="The properties you order valuations of appear here, with the age of their latest value."
      >
        {(data) => <AccountProperties properties={data.Items} />}
      </AccountSection>
      <section className="account-section" aria-labelledby="claim-heading">
        <h2 id="claim-heading">Add an earlier order</h2>
        <ClaimForm />
      </section>
    </>
  )
}

export function AccountDashboard() {
  const [user, setUser] = useState<UserResponse | null | undefined>(undefined)
  const [failure, setFailure] = useState<unknown>(null)

  useEffect(() => {
    signedInUser().then(
      (found) => {
        if (found && isStaff(found)) return location.assign('/admin')
        setUser(found)
      },
      (error: unknown) => setFailure(error),
    )
  }, [])

  if (failure)
    return (
      <Alert type="error">
        {withReference('We could not open your account just now; please reload the page.', failure)}
      </Alert>
    )
  if (user === undefined) return <Loader label="Opening your account" />
  if (!user || user.Guest)
    return (
      <Alert type="info">
        <a href={signInLink()}>Sign in</a> to see your orders, invoices and reports, or{' '}
        <a href="/create-account">create an account</a>.
      </Alert>
    )
  return <Dashboard user={user} />
}
