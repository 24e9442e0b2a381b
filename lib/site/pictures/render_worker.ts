/**
 * The picture worker (off_thread.ts): share-card PNGs (raster.ts) and WebP variants (responsive.ts)
 * made off the thread that answers requests, their bytes transferred, not copied.
 */
import type { Job, Reply } from "./off_thread.ts";
import { drawPng } from "./raster.ts";
import { encodeWebp } from "./responsive.ts";

self.onmessage = async ({ data }: MessageEvent<{ id: number; job: Job }>) => {
  const { id, job } = data;
  let reply: Reply;
  try {
    const bytes = job.kind === "png" ? drawPng(job.svg, job.width) : encodeWebp(job, job.width);
    reply = { id, bytes: await bytes };
  } catch (error) {
    reply = { id, error: (error as Error).message };
  }
  (self as unknown as Worker).postMessage(reply, "bytes" in reply ? [reply.bytes.buffer] : []);
};
