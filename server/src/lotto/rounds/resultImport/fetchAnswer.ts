import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { ResultFetchFailure, ResultSource } from '@lotto/shared';
import { checkedAddresses, pinnedLookup, RefusedSourceError } from './sourceAddress';

/** Larger answers are not results: GLO's whole answer is about 16 KB. */
const MAX_ANSWER_BYTES = 256 * 1024;

export type FetchedAnswer =
  | { httpStatus: number; body: string; failure: null }
  | {
      httpStatus: number | null;
      body: string | null;
      failure: Extract<ResultFetchFailure, 'timeout' | 'unreachable' | 'http_status' | 'malformed' | 'refused' | 'redirect'>;
    };

export interface FetchOptions {
  timeoutMs: number;
  /** RESULT_SOURCE_ALLOW_PRIVATE: local fixtures in tests; off, a source inside is refused (sourceAddress.ts). */
  allowInside: boolean;
}

/**
 * One request to a source, abandoned after `timeoutMs` (the body included). GLO's API is a POST
 * without parameters; a `site` source is read with GET. The host is resolved and checked first and
 * the connection made to the checked address; a redirect is an answer, never followed, as its
 * target was not checked (docs/result-import.md#where-a-source-may-be).
 */
export async function fetchAnswer(source: ResultSource, { timeoutMs, allowInside }: FetchOptions): Promise<FetchedAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const url = new URL(source.url);
    const addresses = await checkedAddresses(url, allowInside);
    const response = await send(url, source.format, pinnedLookup(addresses), signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400) {
      response.destroy();
      return { httpStatus: status, body: null, failure: 'redirect' };
    }
    const body = await boundedText(response);
    if (body === null) return { httpStatus: status, body: null, failure: 'malformed' };
    if (status < 200 || status > 299) return { httpStatus: status, body, failure: 'http_status' };
    return { httpStatus: status, body, failure: null };
  } catch (error) {
    if (error instanceof RefusedSourceError) return { httpStatus: null, body: null, failure: 'refused' };
    const timedOut = signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
    return { httpStatus: null, body: null, failure: timedOut ? 'timeout' : 'unreachable' };
  }
}

function send(
  url: URL,
  format: ResultSource['format'],
  lookup: ReturnType<typeof pinnedLookup>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const post = format === 'glo';
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: post ? 'POST' : 'GET',
        headers: { accept: 'application/json', ...(post && { 'content-type': 'application/json' }) },
        lookup,
        // A connection of its own: a pooled one could have been opened to another address.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end(post ? '{}' : undefined);
  });
}

/** The body as text, or null past MAX_ANSWER_BYTES (the rest is not read). */
async function boundedText(response: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const bytes = chunk as Buffer;
    size += bytes.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      response.destroy();
      return null;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}
