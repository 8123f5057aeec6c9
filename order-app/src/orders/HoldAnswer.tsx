import '../zodInBrowser.ts'

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import {
  formatDueTime,
  formatMoment,
  HoldAnswerRequest,
  toModelState,
  type ModelState,
  type OrderView,
} from '@valuedesk/domain'

import { ApiError, withReference } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import { TextField } from '../ui/TextField.tsx'
import { AnswerFiles } from './AnswerFiles.tsx'
import {
  doorOfPage,
  loadOrder,
  orderPage,
  sendAnswer,
  type OrderDoor,
  type UploadedFile,
} from './answerApi.ts'

import './holdAnswer.css'
import { orderLoadProblem } from './loadProblem.ts'

type Problems = { answer?: string; files: Record<string, string>; form?: string }

const problemsOf = (state: ModelState, files: UploadedFile[]): Problems => {
  const problems: Problems = { files: {} }
  for (const [field, messages] of Object.entries(state)) {
    const file = /^FileIds\.(\d+)$/.exec(field)
    const fileId = file ? files[Number(file[1])]?.fileId : undefined
    if (field === 'Answer') problems.answer = messages.join(' ')
    else if (fileId !== undefined) problems.files[String(fileId)] = messages.join(' ')
    else problems.form = [problems.form, ...messages].filter(Boolean).join(' ')
  }
  return problems
}

function NothingWaiting({ order, link }: { order: OrderView; link: string }) {
  return (
    <Alert type={order.HoldAnsweredAt ? 'success' : 'info'}>
      {order.HoldAnsweredAt
        ? `This question has already been answered (${formatMoment(order.HoldAnsweredAt)}), thank you: the valuer has carried on with order ${order.Reference}. Nothing more is needed from you.`
        : `Order ${order.Reference} is not waiting on anything from you.`}{' '}
      <a href={link}>Follow your order</a>.
    </Alert>
  )
}

/** Whatever is typed or uploaded stays on a refusal. */
export function HoldAnswer({ valuationId }: { valuationId: string }) {
  // The key is in the page's address, read in the browser (the island is also rendered on the server).
  const [door, setDoor] = useState<OrderDoor | null>(null)
  const [order, setOrder] = useState<OrderView | null>(null)
  const [loadProblem, setLoadProblem] = useState<string | null>(null)
  const [answer, setAnswer] = useState('')
  const [files, setFiles] = useState<UploadedFile[]>([])
  const [uploading, setUploading] = useState(0)
  const [problems, setProblems] = useState<Problems>({ files: {} })
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<OrderView | null>(null)
  const answerField = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  // A refusal of the answer takes the reader to it.
  useEffect(() => {
    if (problems.answer) answerField.current?.focus()
  }, [problems])

  useEffect(() => {
    const opened = doorOfPage(valuationId)
    setDoor(opened)
    loadOrder(opened).then(setOrder, (error) => setLoadProblem(orderLoadProblem(error)))
  }, [valuationId])
  const onUploading = useCallback((count: number) => setUploading(count), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!door) return
    if (uploading) return setProblems({ files: {}, form: 'Wait for your files to finish uploading.' })
    const parsed = HoldAnswerRequest.safeParse({ Answer: answer, FileIds: files.map((file) => file.fileId) })
    if (!parsed.success) return setProblems(problemsOf(toModelState(parsed.error), files))
    setProblems({ files: {} })
    setSending(true)
    try {
      setSent(await sendAnswer(door, parsed.data))
    } catch (error) {
      if (error instanceof ApiError && error.modelState) setProblems(problemsOf(error.modelState, files))
      else if (error instanceof ApiError && error.status === 409) {
        // Answered meanwhile (another tab, a second press): the page says so.
        const now = await loadOrder(door).catch(() => null)
        if (now && !now.OnHold) setOrder(now)
        else setProblems({ files: {}, form: 'This order is no longer waiting on an answer.' })
      } else
        setProblems({
          files: {},
          form: withReference(
            'Your answer could not be sent just now. What you wrote and uploaded is still here: please try again in a moment.',
            error,
          ),
        })
    } finally {
      setSending(false)
    }
  }

  if (loadProblem) return <Alert type="warning">{loadProblem}</Alert>
  if (!order || !door) return <Loader label="Loading your order" />
  const link = orderPage(door)
  const heading = (
    <>
      <h2 id="answer-title">Order {order.Reference}</h2>
      <p className="answer__address">{order.Address}</p>
    </>
  )
  if (sent)
    return (
      <section className="answer" aria-labelledby="answer-title">
        {heading}
        <Alert type="success">
          <strong>Thank you: your answer is with the valuer.</strong> The valuation is under way again
          {sent.DueAt ? `, and your report is now due by ${formatDueTime(sent.DueAt)} (Brisbane time)` : ''}.
          We have e-mailed you the same. <a href={link}>Follow your order</a>.
        </Alert>
      </section>
    )
  if (!order.OnHold)
    return (
      <section className="answer" aria-labelledby="answer-title">
        {heading}
        <NothingWaiting order={order} link={link} />
      </section>
    )
  return (
    <section className="answer" aria-labelledby="answer-title">
      {heading}
      <div className="answer__question">
        <p className="answer__asked">
          The valuer put your valuation on hold on {formatMoment(order.OnHold.Since)} (Brisbane time). This is
          what they need:
        </p>
        <blockquote>{order.OnHold.Reason}</blockquote>
        <p className="answer__clock">
          The clock is paused: the time that was left is yours again as soon as you answer.
        </p>
      </div>
      <form className="answer__form" onSubmit={submit} noValidate>
        <TextField
          ref={answerField}
          label="Your answer"
          multiline
          maxLength={4000}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          error={problems.answer}
        />
        <AnswerFiles
          door={door}
          files={files}
          onFiles={setFiles}
          problems={problems.files}
          onUploading={onUploading}
        />
        {problems.form && <Alert type="error">{problems.form}</Alert>}
        <div className="answer__actions">
          <Button type="submit" loading={sending} disabled={uploading > 0}>
            {sending ? 'Sending your answer…' : 'Send my answer'}
          </Button>
        </div>
      </form>
    </section>
  )
}
