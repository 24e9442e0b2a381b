/**
 * Costly pictures are made on a worker thread (render_worker.ts), never on the one answering
 * requests: a share card or a WebP copy takes 80–450 ms of CPU, during which every other request
 * would wait. One worker takes the jobs in turn and ends after `IDLE_MS` idle, giving back the
 * memory its WebAssembly decoders grew to; without workers the job runs here. What is made is kept
 * by what it is made from (`offThread`'s key), never by the URL that asked, so however a card's path
 * or a variant's `?v=` is spelled, each distinct input is drawn once while kept (at most
 * `MADE_BYTES`, least recently used first); concurrent asks for one input share one making.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { drawPng } from "./raster.ts";
 * const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
 * const job = { kind: "png", svg, width: 4 } as const;
 * const png = await offThread(job, () => drawPng(job.svg, job.width));
 * assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]); // "PNG"
 * ```
 */
import { BoundedMap } from "../../http/bounded_map.ts";
import type { ContentImage } from "../../content/images.ts";

/** A picture to make: an SVG to rasterise, or a picture to re-encode as WebP. */
export type Job =
  | { kind: "png"; svg: string; width: number }
  | { kind: "webp"; width: number } & Pick<ContentImage, "src" | "bytes" | "type" | "hash">;

/** What the worker answers: the bytes made, or why not. */
export type Reply = { id: number; bytes: Uint8Array<ArrayBuffer> } | { id: number; error: string };

/** How long the worker is kept without work before it is ended and its memory given back. */
const IDLE_MS = 2000;

/** Most bytes of made pictures kept. */
export const MADE_BYTES = 16 * 1024 * 1024;

const made = new BoundedMap<string, Uint8Array<ArrayBuffer>>(
  MADE_BYTES,
  (bytes, key) => bytes.byteLength + key.length,
);
type Made = Promise<Uint8Array<ArrayBuffer>>;
const making = new Map<string, Made>();
let drawn = 0;

/** How many pictures were drawn since start, and the bytes of those kept: for tests and benchmarks. */
export function madeSoFar(): { drawn: number; bytes: number } {
  return { drawn, bytes: made.bytes };
}

let worker: Worker | undefined;
let nextId = 0;
let idle: ReturnType<typeof setTimeout> | undefined;
const pending = new Map<number, PromiseWithResolvers<Uint8Array<ArrayBuffer>>>();

/** Ends the worker; jobs it still had fail with `reason`. */
function end(reason: string) {
  worker?.terminate();
  worker = undefined;
  for (const { reject } of pending.values()) reject(new Error(reason));
  pending.clear();
}

function start(): Worker {
  const started = new Worker(new URL("./render_worker.ts", import.meta.url), { type: "module" });
  started.onmessage = ({ data }: MessageEvent<Reply>) => {
    const job = pending.get(data.id);
    pending.delete(data.id);
    if ("error" in data) job?.reject(new Error(data.error));
    else job?.resolve(data.bytes);
    const ended = () => end("the picture worker was ended");
    if (!pending.size) Deno.unrefTimer(idle = setTimeout(ended, IDLE_MS));
  };
  started.onerror = (event) => {
    event.preventDefault();
    end(`the picture worker failed: ${event.message}`);
  };
  return started;
}

/** The bytes `job` makes, kept or made (by `inPlace` without workers); shared, so read-only. */
export function offThread(job: Job, inPlace: () => Made): Made {
  // What its bytes depend on, and nothing else.
  const key = job.kind === "png" ? `png ${job.width} ${job.svg}` : `webp ${job.width} ${job.hash}`;
  const kept = made.get(key);
  if (kept) return Promise.resolve(kept);
  let pending = making.get(key);
  if (!pending) {
    drawn++;
    pending = draw(job, inPlace).then((bytes) => {
      made.set(key, bytes);
      return bytes;
    }).finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}

function draw(job: Job, inPlace: () => Made): Made {
  clearTimeout(idle);
  try {
    worker ??= start();
  } catch {
    return inPlace();
  }
  const id = nextId++;
  const done = Promise.withResolvers<Uint8Array<ArrayBuffer>>();
  pending.set(id, done);
  worker.postMessage({ id, job });
  return done.promise;
}
