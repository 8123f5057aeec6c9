import { useEffect, useId, useRef, useState } from 'react'

import { apiRequest } from '../api/client.ts'
import { FieldFrame } from '../ui/FieldFrame.tsx'

type Prediction = { PlaceId: string; Description: string; MainText: string; SecondaryText: string }
export type Place = {
  Address: string
  Street: string
  Suburb: string
  State: string
  Postcode: string
  PlaceId: string
  Latitude: number
  Longitude: number
}

type Props = {
  value: string
  error?: string
  onType: (text: string) => void
  onPlace: (place: Place) => void
}

const newSessionToken = () => crypto.randomUUID().replace(/-/g, '')

export function AddressField({ value, error, onType, onPlace }: Props) {
  const id = useId()
  const [predictions, setPredictions] = useState<Prediction[]>([])
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const session = useRef(newSessionToken())

  useEffect(() => {
    if (value.trim().length < 3) return setPredictions([])
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      const found = await apiRequest<Prediction[]>(
        `/api/geo/google/autocomplete?term=${encodeURIComponent(value)}&sessionToken=${session.current}`,
        { signal: controller.signal },
      ).catch(() => [])
      setPredictions(found ?? [])
      setActive(-1)
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [value])

  async function choose(prediction: Prediction) {
    setOpen(false)
    onType(prediction.Description)
    const place = await apiRequest<Place>(
      `/api/geo/google/places/${encodeURIComponent(prediction.PlaceId)}?sessionToken=${session.current}`,
    ).catch(() => null)
    session.current = newSessionToken()
    if (place) onPlace(place)
  }

  const listId = `${id}-list`
  const showList = open && predictions.length > 0
  return (
    <FieldFrame id={id} label="Property address" required error={error} className="address">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        placeholder="Start typing: street number, street, suburb"
        onChange={(event) => {
          onType(event.target.value)
          setOpen(true)
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (!showList) return
          if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, predictions.length - 1))
          else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0))
          else if (event.key === 'Enter' && active >= 0) choose(predictions[active]!)
          else if (event.key === 'Escape') setOpen(false)
          else return
          event.preventDefault()
        }}
      />
      <ul id={listId} role="listbox" className="address__list" hidden={!showList}>
        {predictions.map((prediction, index) => (
          <li
            key={prediction.PlaceId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(prediction)}
          >
            <strong>{prediction.MainText}</strong> <span>{prediction.SecondaryText}</span>
          </li>
        ))}
      </ul>
    </FieldFrame>
  )
}
