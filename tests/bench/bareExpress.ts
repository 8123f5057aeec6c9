/**
 * The bench's baseline: a bare Express 5 app, in a process of its own, doing what ours does with nothing
 * around it. GET /pages/{name} sends a file of the folder given, read into memory at start; GET /ping answers
 * true; POST /json parses a JSON body and answers a small object. Run: node tests/bench/bareExpress.ts <folder> <port>
 */
import express from 'express'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const [folder, port] = process.argv.slice(2)
if (!folder || !port) throw new Error('usage: bareExpress.ts <folder> <port>')

const pages = new Map(readdirSync(folder).map((name) => [name, readFileSync(path.join(folder, name))]))
const app = express()
app.get('/pages/:name', (req, res) => {
  const page = pages.get(req.params.name)
  if (!page) return void res.sendStatus(404)
  res.type('html').send(page)
})
app.get('/ping', (_req, res) => void res.json(true))
app.post('/json', express.json(), (req, res) => void res.json({ received: Object.keys(req.body).length }))
app.listen(Number(port), '127.0.0.1', () => console.log('ready'))
