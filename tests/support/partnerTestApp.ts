// Partners' keys made through the admin command, and calls to the partner APIs with them.
import type { AgentTestApp } from './agentTestApp';

export const EXTERNAL = '/api/v1/external';
export const OCTO = '/api/v1/octo';

/** `create-api-key` with these options; answers the key. */
export async function makeKey(t: AgentTestApp, name: string, options: string[] = []): Promise<string> {
  const made = await t.admin(['create-api-key', '--name', name, ...options, '--json']);
  if (made.exitCode !== 0) throw new Error(made.stderr);
  return (JSON.parse(made.stdout) as { key: string }).key;
}

export async function call(
  t: AgentTestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body === '' ? undefined : res.json(), headers: res.headers };
}
