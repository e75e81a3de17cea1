import type { FastifyInstance } from 'fastify';

/** The route table as tests walk it: every route the app serves, read from the app itself. */

/** "METHOD /path" of every route in `printRoutes`' tree, HEAD routes left out (Fastify adds them to GET). */
export function routesOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? pathAtDepth[depth - 1]! : '') + match[2]!;
    pathAtDepth[depth] = path;
    pathAtDepth.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((name) => name !== '' && name !== 'HEAD')) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Path parameters filled with values that pass the schemas and name nothing that exists. */
const PARAM_VALUES: Record<string, string> = {
  id: '2147483647',
  round_id: '2147483647',
  account_id: '2147483647',
  code: 'no_such_lottery',
  name: 'mf-wallet',
};

/** An inject request for "METHOD /path", its parameters filled in, with the Bearer header when given. */
export function testRequest(route: string, bearer?: string) {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = PARAM_VALUES[name];
    if (value === undefined) throw new Error(`no test value for the parameter ${name} of ${route}`);
    return value;
  });
  return { method: method as 'GET', url, headers: bearer ? { authorization: bearer } : {} };
}

/** Every /admin-api/ route of the app. */
export function adminRoutesOf(app: FastifyInstance): string[] {
  return routesOf(app).filter((route) => route.split(' ')[1]!.startsWith('/admin-api/'));
}
