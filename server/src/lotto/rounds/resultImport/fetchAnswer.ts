import type { ResultFetchFailure, ResultSource } from '@lotto/shared';

/** Larger answers are not results: GLO's whole answer is about 16 KB. */
const MAX_ANSWER_BYTES = 256 * 1024;

export type FetchedAnswer =
  | { httpStatus: number; body: string; failure: null }
  | { httpStatus: number | null; body: string | null; failure: Extract<ResultFetchFailure, 'timeout' | 'unreachable' | 'http_status' | 'malformed'> };

/**
 * One request to a source, abandoned after `timeoutMs` (the body included). GLO's API is a POST
 * without parameters; a `site` source is read with GET.
 */
export async function fetchAnswer(source: ResultSource, timeoutMs: number): Promise<FetchedAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(source.url, {
      method: source.format === 'glo' ? 'POST' : 'GET',
      headers: { accept: 'application/json', ...(source.format === 'glo' && { 'content-type': 'application/json' }) },
      body: source.format === 'glo' ? '{}' : undefined,
      signal,
      redirect: 'follow',
    });
    const body = await boundedText(response);
    if (body === null) return { httpStatus: response.status, body: null, failure: 'malformed' };
    if (!response.ok) return { httpStatus: response.status, body, failure: 'http_status' };
    return { httpStatus: response.status, body, failure: null };
  } catch (error) {
    const timedOut = signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
    return { httpStatus: null, body: null, failure: timedOut ? 'timeout' : 'unreachable' };
  }
}

/** The body as text, or null past MAX_ANSWER_BYTES (the rest is not read). */
async function boundedText(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
