/// <reference types="astro/client" />

declare namespace App {
  /** Handed in by the Express server for every request: the process's one Payload instance. */
  interface Locals {
    payload: import('payload').Payload
  }
}
