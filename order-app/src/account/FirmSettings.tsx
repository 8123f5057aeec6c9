import '../zodInBrowser.ts'
import './firm.css'

import { useCallback, useEffect, useState } from 'react'

import { ApiError, withReference } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Loader } from '../ui/Loader.tsx'
import { FirmColleagues } from './FirmColleagues.tsx'
import { FirmPreferences } from './FirmPreferences.tsx'
import { FirmXero } from './FirmXero.tsx'
import { myFirms, type Firm } from './firmApi.ts'
import { RegisterFirm } from './RegisterFirm.tsx'

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string }
  | { kind: 'no-firm' }
  | { kind: 'firm'; firms: Firm[]; current: Firm }

export function FirmSettings() {
  const [state, setState] = useState<State>({ kind: 'loading' })

  const load = useCallback(async (preferred?: Firm['BusinessId']) => {
    try {
      const firms = await myFirms()
      const current = firms.find((firm) => String(firm.BusinessId) === String(preferred)) ?? firms[0]
      setState(current ? { kind: 'firm', firms, current } : { kind: 'no-firm' })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setState({ kind: 'signed-out' })
      else
        setState({
          kind: 'failed',
          message: withReference('We could not load your firm just now. Please reload the page.', error),
        })
    }
  }, [])
  useEffect(() => void load(), [load])

  switch (state.kind) {
    case 'loading':
      return (
        <p className="firm__loading">
          <Loader label="Loading your firm" /> Loading your firm…
        </p>
      )
    case 'signed-out':
      return (
        <Alert>
          <a href="/sign-in?next=/account/firm">Sign in</a> to register your firm or manage it.
        </Alert>
      )
    case 'failed':
      return <Alert type="error">{state.message}</Alert>
    case 'no-firm':
      return <RegisterFirm onRegistered={(firm) => void load(firm.BusinessId)} />
    case 'firm':
      return (
        <div className="firm">
          {state.firms.length > 1 && (
            <nav aria-label="Your firms" className="firm__switch">
              {state.firms.map((firm) => (
                <button
                  key={String(firm.BusinessId)}
                  type="button"
                  className="button button--secondary"
                  aria-current={firm.BusinessId === state.current.BusinessId ? 'true' : undefined}
                  onClick={() => setState({ ...state, current: firm })}
                >
                  {firm.TradingName ?? firm.Name}
                </button>
              ))}
            </nav>
          )}
          <header className="firm__header">
            <h2>{state.current.TradingName ?? state.current.Name}</h2>
            <p>
              {state.current.Name} · ABN {state.current.ABN}
            </p>
          </header>
          <FirmColleagues firm={state.current} />
          <FirmPreferences
            key={String(state.current.BusinessId)}
            firm={state.current}
            onSaved={(firm) =>
              setState({
                ...state,
                current: firm,
                firms: state.firms.map((one) => (one.BusinessId === firm.BusinessId ? firm : one)),
              })
            }
          />
          <FirmXero key={`xero-${state.current.BusinessId}`} firm={state.current} />
        </div>
      )
  }
}
