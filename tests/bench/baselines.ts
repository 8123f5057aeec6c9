/**
 * What the bench compares ours with, serving the same bytes on the same machine in the same run: a bare
 * Express app (bareExpress.ts) and nginx serving the files statically with one worker.
 */
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from '../../cms/src/dev/throwawayPostgres.ts'

export type Baseline = { url: string; stop: () => Promise<void> }

async function startProcess(command: string, args: string[], url: string, probe: string): Promise<Baseline> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => void (stderr += chunk))
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()))
  const deadline = Date.now() + 20_000
  while (
    !(await fetch(url + probe).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`${command} exited: ${stderr}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${command} did not answer within 20 s: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** Writes each page's bytes to a folder of its own, under names the baselines serve them by. */
export function pageFolder(pages: ReadonlyMap<string, string | Buffer>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'valuedesk-baseline-'))
  // nginx's worker runs as another user: the folder must be readable to it.
  chmodSync(folder, 0o755)
  mkdirSync(path.join(folder, 'pages'))
  for (const [name, bytes] of pages) writeFileSync(path.join(folder, 'pages', name), bytes)
  return {
    folder,
    pagesDir: path.join(folder, 'pages'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  }
}

/** A bare Express app serving the folder's files from memory at /pages/{name}, /ping and POST /json. */
export async function startBareExpress(pagesDir: string): Promise<Baseline> {
  const port = await freePort()
  return startProcess(
    process.execPath,
    [path.join(import.meta.dirname, 'bareExpress.ts'), pagesDir, String(port)],
    `http://127.0.0.1:${port}`,
    '/ping',
  )
}

/** nginx with one worker serving the folder's files at /pages/{name}, access log off as nginx benchmarks run it. */
export async function startNginx(folder: string): Promise<Baseline> {
  const port = await freePort()
  const prefix = path.join(folder, 'nginx')
  mkdirSync(path.join(prefix, 'logs'), { recursive: true })
  const config = path.join(prefix, 'nginx.conf')
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${folder};
    location = /ping { return 200 'true'; }
  }
}
`,
  )
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  return startProcess(nginx, ['-p', prefix, '-c', config], `http://127.0.0.1:${port}`, '/ping')
}
