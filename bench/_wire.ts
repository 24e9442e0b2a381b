/**
 * Requests made on a bare loopback connection, and the answers as they come
 * off the wire (compressed bytes included), to record the server's answers
 * and check that the baselines send the same.
 */
import { concat, exchange as rawExchange } from "../tests/_server.ts";

/** A response as it came off the wire. */
export interface Answer {
  status: number;
  /** Names in lower case, in the order sent. */
  headers: [string, string][];
  /** As sent: compressed when Content-Encoding says so. */
  body: Uint8Array;
}

/**
 * One request on a fresh loopback connection, and the answer as it came off
 * the wire: `fetch` would undo the content coding, and the bytes recorded
 * and compared are the compressed ones.
 */
export async function exchange(
  port: number,
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: string } = {},
): Promise<Answer> {
  const body = new TextEncoder().encode(init.body ?? "");
  const head = [
    `${init.method ?? "GET"} ${path} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    "connection: close",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ...(init.body === undefined ? [] : [`content-length: ${body.byteLength}`]),
  ];
  const bytes = await rawExchange(
    port,
    concat([new TextEncoder().encode(head.join("\r\n") + "\r\n\r\n"), body]),
  );
  // windows-1252 decodes one character per byte, so offsets in the text are offsets in the bytes.
  const text = new TextDecoder("latin1").decode(bytes);
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`No complete answer from 127.0.0.1:${port}${path}`);
  const lines = text.slice(0, end).split("\r\n");
  const answer: Answer = {
    status: Number(lines[0].split(" ")[1]),
    headers: lines.slice(1).map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
    body: bytes.subarray(end + 4),
  };
  if (new Headers(answer.headers).get("transfer-encoding") === "chunked") {
    const parts: Uint8Array[] = [];
    for (let at = end + 4;;) {
      const eol = text.indexOf("\r\n", at);
      const size = parseInt(text.slice(at, eol), 16);
      if (!size) break;
      parts.push(bytes.subarray(eol + 2, eol + 2 + size));
      at = eol + 2 + size + 2;
    }
    answer.body = new Uint8Array(await new Blob(parts as Uint8Array<ArrayBuffer>[]).arrayBuffer());
  }
  return answer;
}

/** Header names a server sends of its own accord, left out of what is recorded and compared. */
export const OWN_HEADERS = new Set(["date", "content-length", "connection", "keep-alive"]);

/** Why `answer` is not `expected` (status, bytes, and each of its headers), or "" when it is. */
export function difference(answer: Answer, expected: Answer): string {
  if (answer.status !== expected.status) return `status ${answer.status}, not ${expected.status}`;
  if (answer.body.join() !== expected.body.join()) {
    return `${answer.body.byteLength} other bytes, not the server's ${expected.body.byteLength}`;
  }
  const theirs = new Headers(answer.headers);
  const ours = new Headers(expected.headers);
  const differ = [...ours.keys()].filter((name) => theirs.get(name) !== ours.get(name));
  return differ.length ? `other ${differ.join(", ")}` : "";
}
