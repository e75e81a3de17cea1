import { CLIENT_REPORT_BATCH_MAX, truncateReportMessage, type ClientReport, type ClientReportKind, type RemoteName } from '@lotto/shared';
import { SESSION_STORAGE_KEY } from '@lotto/shared/client';

/**
 * What the shell tells the server about the remotes of this page (POST /client-errors): each
 * remote version failing to load, caught by its error boundary, or throwing an unhandled error,
 * with the page load of the /remotes.json answer that served that version. The server counts the
 * page loads itself and at most one failure per page load and remote (docs/canary-health.md), then
 * compares a canary's failures with the stable version's and rolls a worse canary back. Reports
 * are batched; they carry the remote, its version, the kind and a message cut to 500 characters,
 * never who the member is or where they were.
 */
const FLUSH_DELAY_MS = 2_000;

/** Each loaded remote's version and the page load (signed id from /remotes.json) that served it. */
const loaded = new Map<RemoteName, { version: string; pageLoad: string | null }>();
let queue: { pageLoad: string | null; report: ClientReport }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function post(pageLoad: string | null, reports: ClientReport[]): void {
  for (let start = 0; start < reports.length; start += CLIENT_REPORT_BATCH_MAX) {
    const body = JSON.stringify({
      ...(pageLoad && { page_load: pageLoad }),
      reports: reports.slice(start, start + CLIENT_REPORT_BATCH_MAX),
    });
    // keepalive: a batch sent as the page goes away still arrives. A report that is lost is lost.
    void fetch('/client-errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(
      () => undefined,
    );
  }
}

export function flushClientReports(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const byPageLoad = new Map<string | null, ClientReport[]>();
  for (const { pageLoad, report } of queue) byPageLoad.set(pageLoad, [...(byPageLoad.get(pageLoad) ?? []), report]);
  queue = [];
  for (const [pageLoad, reports] of byPageLoad) post(pageLoad, reports);
}

function enqueue(pageLoad: string | null, report: ClientReport): void {
  queue.push({ pageLoad, report });
  if (queue.length >= CLIENT_REPORT_BATCH_MAX) flushClientReports();
  else timer ??= setTimeout(flushClientReports, FLUSH_DELAY_MS);
}

function messageOf(error: unknown): string {
  return truncateReportMessage(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}

/**
 * A remote version this page loads (the registry calls it once per remote and retry), with the
 * page-load id of the /remotes.json answer that served it; the server has counted the load.
 */
export function rememberRemoteLoad(remote: RemoteName, version: string, pageLoad: string | null): void {
  loaded.set(remote, { version, pageLoad });
}

/** A failure of a remote whose version this page loaded; nothing for a remote it did not. */
export function reportRemoteFailure(remote: string, kind: Exclude<ClientReportKind, 'load'>, error: unknown): void {
  const load = loaded.get(remote as RemoteName);
  if (load === undefined) return;
  enqueue(load.pageLoad, { remote: remote as RemoteName, version: load.version, kind, message: messageOf(error) });
}

/** The remote whose files a script address or stack names (/remotes/<name>/<version>/…). */
function remoteOfScript(text: string): RemoteName | undefined {
  for (const [remote, { version }] of loaded) {
    if (text.includes(`/remotes/${remote}/${version}/`)) return remote;
  }
  return undefined;
}

let listening = false;

/** Unhandled errors and rejections thrown by a remote's code; the shell's own are not the remotes'. */
export function listenForUnhandledErrors(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('error', (event) => {
    const remote = remoteOfScript(`${event.filename ?? ''}\n${(event.error as Error | undefined)?.stack ?? ''}`);
    if (remote) reportRemoteFailure(remote, 'unhandled', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const remote = remoteOfScript((event.reason as Error | undefined)?.stack ?? '');
    if (remote) reportRemoteFailure(remote, 'unhandled', event.reason);
  });
  window.addEventListener('pagehide', flushClientReports);
}

/**
 * The member's access token as redux-persist stored it (`persist:<key>`, each field JSON again),
 * so that /remotes.json answers the member's canary share before the store has rehydrated.
 */
export function storedAccessToken(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(`persist:${SESSION_STORAGE_KEY}`) ?? 'null') as { token?: string } | null;
    const token: unknown = stored?.token ? JSON.parse(stored.token) : null;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}
